import { describe, expect, it } from "vitest";
import { followUp } from "./follow-up.ts";
import { asProposal, saysNothing, screenAnswer, speaksToQuestion } from "./screen.ts";

describe("saysNothing", () => {
  it("reads past any number of filler words, and stops at an answer longer than any nothing-answer", () => {
    expect(saysNothing("Honestly, to be honest, I guess at the moment basically nothing really")).toBe(true);
    expect(saysNothing("Nothing really")).toBe(true);
    expect(saysNothing("Nothing, but the parking was awful")).toBe(false);
  });
});

describe("speaksToQuestion", () => {
  it("takes an aspect every survey asks about as on topic when the question names no domain", () => {
    for (const answer of ["more parking spaces", "the queue at the door", "longer opening hours", "toilets"])
      expect(speaksToQuestion(answer, "What could we do better?"), answer).toBe(true);
    expect(speaksToQuestion("my cat is called Biscuit", "What could we do better?")).toBe(false);
  });
});

describe("screenAnswer", () => {
  it("turns away a question put to other people or a quiz question, whatever aspect it names", () => {
    expect(
      screenAnswer("does anyone know if the chippy on the high street is open on sundays", "How was your crossing?"),
    ).toBe("off-topic");
    expect(screenAnswer("whats the capital of australia", "How was your visit to the shop?")).toBe("off-topic");
    // Asked of us, or about the thing asked about, it is an answer.
    expect(screenAnswer("does anyone know if you are open on sundays", "How was your visit to the shop?")).toBe(
      "valid",
    );
    expect(screenAnswer("whats the point of booking if the ferry leaves late anyway", "How was your crossing?")).toBe(
      "valid",
    );
  });

  it("turns away small talk about the weather, though weather is a theme of outdoor lessons", () => {
    expect(screenAnswer("My neighbour's tree fell on his shed in the storm.", "How was the bread class?")).toBe(
      "off-topic",
    );
    // Said of the lesson, it is an answer.
    expect(screenAnswer("The waves were too big for beginners", "How was your surf lesson?")).toBe("valid");
  });

  it("turns away what the respondent is doing while they answer", () => {
    expect(
      screenAnswer(
        "watching the snooker final while i fill this in, what a match",
        "How was your outpatient appointment?",
      ),
    ).toBe("off-topic");
  });

  it("reads a no-view answer padded with filler as empty, and never quotes it", () => {
    const question = "What could we improve?";
    const answer = "not sure tbh, nothing comes to mind";
    expect(screenAnswer(answer, question)).toBe("empty");
    expect(followUp({ question, answer })).not.toMatch(/\bsure\b|\bmind\b/i);
  });

  it("reads 'cant remember tbh' as no view, typed without its apostrophe", () => {
    expect(screenAnswer("cant remember tbh", "How was boarding?")).toBe("empty");
    expect(screenAnswer("cant get a parking space ever", "How was your appointment?")).toBe("valid");
  });
});

describe("screenAnswer, short refusals and asides", () => {
  it.each([
    ["not bothered", "empty"],
    ["can't be bothered", "empty"],
    ["next question", "empty"],
    ["why do you want to know", "hostile"],
    ["mind ur own", "hostile"],
    ["my favourite song is Yellow", "off-topic"],
    // What they like about the thing asked about is an answer.
    ["my favourite colour is the sage green from the new range", "valid"],
  ])("reads %s as %s", (answer, kind) => {
    expect(screenAnswer(answer, "How was your visit to the garden centre?")).toBe(kind);
  });
});

describe("screenAnswer, the business spoken of without naming it", () => {
  it.each([
    ["they squeezed us in same day when our dog was poorly", "How was your vet visit?"],
    ["Jade did a cracking job as usual", "How was your haircut?"],
  ])("keeps '%s' as an answer", (answer, question) => {
    expect(screenAnswer(answer, question)).toBe("valid");
  });
});

describe("screenAnswer, everyday things proposed or served", () => {
  it("keeps a café's milk, and anything proposed, as an answer", () => {
    expect(screenAnswer("oat milk", "What could the cafe improve?")).toBe("valid");
    expect(screenAnswer("nothing really, maybe a water bowl for dogs", "What could the shop improve?")).toBe("valid");
    expect(screenAnswer("my cat is called Biscuit", "What could the cafe improve?")).toBe("off-topic");
  });
});

describe("screenAnswer, the respondent's own meal", () => {
  it("turns away a meal they made, unless it ties back to the place or the form is about food", () => {
    expect(screenAnswer("just cooked myself a curry for dinner, proper spicy", "How was the plumber?")).toBe(
      "off-topic",
    );
    expect(
      screenAnswer("made us a curry for dinner with the spices i bought here", "How was your visit to the shop?"),
    ).toBe("valid");
    expect(screenAnswer("made a lasagne for tea with what we learned", "How was the cookery course?")).toBe("valid");
  });
});

describe("screenAnswer, 'too' judging the thing asked about", () => {
  it("keeps 'way too busy' as an answer, but not everyday life judged", () => {
    expect(screenAnswer("way too busy on a wet saturday, my toddler got knocked over", "How was the soft play?")).toBe(
      "valid",
    );
    expect(
      screenAnswer("The government is useless and taxes are far too high, vote them all out.", "How was the festival?"),
    ).toBe("off-topic");
  });
});

describe("screenAnswer, short real answers", () => {
  it.each([
    ["cheap tbh", "What do you think of our prices?"],
    ["everything tbh", "What could the garage do better?"],
    ["cheap for a big dog", "What do you think of our prices?"],
    ["More evening classes on weekdays.", "What could the yoga studio do better?"],
    ["Text me when my dog is ready", "What could our dog grooming salon improve?"],
    ["Keep Marco!", "What could the café do better?"],
  ])("keeps '%s' as an answer", (answer, question) => {
    expect(screenAnswer(answer, question)).toBe("valid");
  });
});

describe("screenAnswer, real words with no sense", () => {
  it.each([
    ["canoe seventeen lantern biscuit slowly", "How was your lesson?"],
    ["radiator orchard velvet harbour pencil", "How was your visit?"],
    ["the of garage singing lamp", "What could we improve?"],
    ["violin gravel puddle tuesday often", "How was your stay?"],
    ["candle mountain certainly teapot", "How was the service?"],
    ["helmet saucepan yellow because", "How was the class?"],
  ])("turns away '%s' as gibberish", (answer, question) => {
    expect(screenAnswer(answer, question)).toBe("gibberish");
  });
  it.each([
    // Lists of things asked about, clipped sentences and wishes, however few their links.
    ["parking toilets wifi prices", "What could we improve?"],
    ["Offer evening collection times.", "How could we improve the garage?"],
    ["Forest school type stuff", "What would make the camp better?"],
    ["The brakes on half the bikes barely work.", "How could the scheme be improved?"],
    ["The chef explained knife skills really clearly.", "What did you think of the class?"],
    ["smells of wet dog now", "How was your car wash?"],
    ["Same as last time", "How was it?"],
    ["Way too much jargon", "How was the talk?"],
    ["great staff lovely food very clean", "How was your visit?"],
    ["more weekend slots for the kids potting workshop", "What could we do better?"],
  ])("keeps '%s' as an answer", (answer, question) => {
    expect(screenAnswer(answer, question)).toBe("valid");
  });
});

describe("screenAnswer, the respondent's own day told instead of an answer", () => {
  it.each([
    ["Just finished painting the shed, what a job.", "How was your visit to the library?"],
    ["I've been watching a documentary about sharks all evening.", "What could the bakery improve?"],
    ["Off to my sister's for a barbecue, she's got a new grill.", "How was the class?"],
    ["My laptop froze yesterday, need to get a new one.", "How was your haircut?"],
    ["I need to remember to post my nan's birthday card.", "How was the delivery?"],
  ])("turns away '%s'", (answer, question) => {
    expect(screenAnswer(answer, question)).toBe("off-topic");
  });
  it.each([
    // A link back: the thing spoken of, an aspect named, a judgement of the visit, or no time of their own day.
    ["Just finished my first course with you, loved it.", "How was the course?"],
    ["My son had a great time yesterday.", "How was the party?"],
    ["I've been waiting three weeks for my refund.", "How was the shop?"],
    ["my van needs an MOT next week", "How was the garage?"],
    ["My glasses broke yesterday and the staff fixed them while I waited.", "How was the optician?"],
    ["Been coming here for years, it never changes.", "How was the pub?"],
  ])("keeps '%s' as an answer", (answer, question) => {
    expect(screenAnswer(answer, question)).toBe("valid");
  });
  it("keeps an answer whose turn judges the thing after talk of the weather", () => {
    expect(
      screenAnswer(
        "Weather was awful on the day so I was worried, but they came beautifully wrapped",
        "How were the flowers?",
      ),
    ).toBe("valid");
    expect(screenAnswer("Weather was awful on the day, the rain never stopped", "How were the flowers?")).toBe(
      "off-topic",
    );
  });
});

describe("screenAnswer, a change asked of the place, put as a question", () => {
  it.each([
    "Why not open a bit later on Fridays?",
    "Could you post the timetable online instead of on the board?",
    "Could the website list opening times on the front page?",
    "Could you send reminders by text instead of by letter?",
  ])("keeps '%s' as an answer", (answer) => {
    expect(screenAnswer(answer, "What could we do better?")).toBe("valid");
  });
  it("still turns away a request for the respondent's own ends or for leave", () => {
    expect(screenAnswer("Could you send me a discount code?", "What could we do better?")).toBe("off-topic");
    expect(screenAnswer("Can I bring my dog on the bus?", "What could we do better?")).toBe("off-topic");
  });
});

describe("screenAnswer, what the place did with the respondent's own, and their use of it", () => {
  it.each([
    "Our cat came back calmer than we expected.",
    "My nephew has moved up a level since joining.",
    "I take my son on Wednesday afternoons.",
    "The games at the end of every practice, my daughter talks about them for days.",
    "My brother got talked into a beard balm he didn't need.",
    "My husband goes every Thursday for a shave.",
    "My niece asks to go back every weekend.",
    "Dropped the cat off at 8 and she was ready by 11.",
  ])("keeps '%s' as an answer", (answer) => {
    expect(screenAnswer(answer, "Tell us about your experience.")).toBe("valid");
  });
  it.each([
    // Another trade, a world event or a place named; the event not closing its clause; a pet's walk.
    "Our cat came home soaked from the rain.",
    "I've had a season ticket at Anfield since I was ten.",
    "My son has grown so much since starting secondary school.",
    "My husband wouldn't leave the snooker alone all weekend.",
    "I take my dog on long walks every morning.",
    "My cat goes there to sleep every afternoon.",
    "We go every Christmas to my mum's.",
    "My brother wants to go back to Australia.",
    "My brother came home from uni for the weekend.",
    "Went in for milk, came out with a trolley full, typical me.",
  ])("still turns away '%s'", (answer) => {
    expect(screenAnswer(answer, "How was your haircut?")).toBe("off-topic");
  });
});

describe("screenAnswer, a thing named alone and then how the respondent's people took to it", () => {
  it("keeps the thing named before the comma as an answer, but not a story with its own verb", () => {
    expect(screenAnswer("The games at the start, my son talks about them all week.", "What did you like most?")).toBe(
      "valid",
    );
    expect(screenAnswer("Watched the cup final, my dad still talks about it.", "What did you like most?")).toBe(
      "off-topic",
    );
  });
});

describe("asProposal", () => {
  it("puts a change asked as a question as the proposal it is, and leaves other answers as they were", () => {
    expect(asProposal("Why not open on Sundays?")).toBe("Maybe you could open on Sundays");
    expect(asProposal("Any chance of a bigger car park?")).toBe("Maybe a bigger car park");
    expect(asProposal("Could the app show the platform earlier?")).toBe(
      "Maybe the app could show the platform earlier",
    );
    expect(asProposal("Can I bring my dog?")).toBe("Can I bring my dog?");
    expect(asProposal("Could you send me a code?")).toBe("Could you send me a code?");
  });

  it("puts 'could we...' as a change the respondent asks to be allowed", () => {
    expect(asProposal("could we reserve books online and pick them up from the van?")).toBe(
      "Maybe let us reserve books online and pick them up from the van",
    );
    expect(asProposal("Can we have a stop in Little Hampton?")).toBe("Maybe let us have a stop in Little Hampton");
  });
});

describe("screenAnswer, someone not of everyday life judged beside the respondent's pet", () => {
  it("keeps the one who served judged as an answer, but not a pet or a game judged", () => {
    expect(screenAnswer("The vet was brilliant with our cat.", "What could we improve?")).toBe("valid");
    expect(screenAnswer("My cat was brilliant at catching mice.", "What could we improve?")).toBe("off-topic");
    expect(screenAnswer("The match was brilliant, what a goal.", "What could we improve?")).toBe("off-topic");
  });
});

describe("screenAnswer, a name asked for", () => {
  it("reads a name the English word list lacks as the answer to a question asking which one", () => {
    expect(screenAnswer("Codenames", "Which game did you enjoy most?")).toBe("valid");
    expect(screenAnswer("Codenames, easily", "Which game did you enjoy most?")).toBe("valid");
    expect(screenAnswer("Instagram", "Where did you hear about us?")).toBe("valid");
    expect(screenAnswer("tiktok", "How did you first hear about us?")).toBe("valid");
    expect(screenAnswer("Catan mainly", "Which games would you like more copies of?")).toBe("valid");
  });

  it("still reads a short answer in another language as one", () => {
    expect(screenAnswer("Muy bien", "Which game did you enjoy most?")).toBe("foreign");
    expect(screenAnswer("gracias", "Where did you hear about us?")).toBe("foreign");
    expect(screenAnswer("Buenisimo", "What did you think of the food?")).toBe("foreign");
  });
});

describe("screenAnswer, scorn for the questions, a request to be left off, another place's hours, digits", () => {
  it.each([
    ["your questions are stupid", "What did you like about the course?", "hostile"],
    ["unsubscribe", "How was the service?", "hostile"],
    ["why do you even need to know that", "What would improve the app?", "hostile"],
    ["what time does Tesco shut on Sundays", "Any suggestions for the garden centre?", "off-topic"],
    ["1234567", "What did you think of the food?", "gibberish"],
    // The place's own hours, and a number asked for, are answers.
    ["what time does the pool open on Sundays?", "What would make the pool better for you?", "valid"],
    ["07700900123", "What is the best phone number to reach you on?", "valid"],
  ])("reads %s, to %s, as %s", (answer, question, kind) => {
    expect(screenAnswer(answer, question)).toBe(kind);
  });
});

describe("screenAnswer, round 24: a relative's news, a holiday told warmly, a word list with an adverb", () => {
  it.each([
    [
      "my sister just had twins!! two girls, both healthy, so excited to be an auntie",
      "Is there anything that would make you travel with us more often?",
      "off-topic",
    ],
    [
      "My daughter's starting secondary school in September and she's nervous about the bus journey",
      "What did you like most about the audio guide?",
      "off-topic",
    ],
    [
      "Had the most amazing holiday in Crete last month, the beaches were incredible and the food was unreal",
      "How was your visit?",
      "off-topic",
    ],
    ["carrot mountain seventeen blue cheerfully oven", "How did you find the spring concert?", "gibberish"],
    // A relative who used the service, a wish beside a pastime, and one pet named are answers.
    ["My son finally passed grade 3 piano!", "How are the music lessons going?", "valid"],
    [
      "Sessions run until 7 which clashes with my son's football training. A 5:30 slot would suit us.",
      "What could the tutoring centre do better?",
      "valid",
    ],
    ["The vet was brilliant with our cat.", "What could we improve?", "valid"],
  ])("reads %s, to %s, as %s", (answer, question, kind) => {
    expect(screenAnswer(answer, question)).toBe(kind);
  });
});

describe("screenAnswer, round 14 judge: nonsense about the moon, and the film the respondent watched", () => {
  it.each([
    [
      "the moon is made of cheese and my fridge is listening",
      "Why did you stop attending the BSL classes?",
      "off-topic",
    ],
    [
      "I watched a great film about sharks last night, really scary ending",
      "What did you think of the layouts at the exhibition?",
      "off-topic",
    ],
    // The film is the answer when the question is about films.
    [
      "I watched a great film about sharks last night, really scary ending",
      "What did you think of the film night?",
      "valid",
    ],
  ])("reads %s, to %s, as %s", (answer, question, kind) => {
    expect(screenAnswer(answer, question)).toBe(kind);
  });
});

describe("screenAnswer, round 27: a lifeless thing that sings or forgets, a relative's past, a joke laughed at", () => {
  it.each([
    // Nonsense in a sentence's shape: no teapot forgets and no Thursday sings.
    ["the needle carpet whispered seven oranges into the fridge yesterday", "How clean was the studio?", "gibberish"],
    ["blue parcel running sideways over the kettle because thursday sings", "How was your delivery?", "gibberish"],
    ["the signal teapot under the purple calendar forgot the wednesday bicycle", "How was the session?", "gibberish"],
    ["a lamp giggled at the cupboard on monday", "How was your stay?", "gibberish"],
    // Said loosely of the respondent's own things, or of a person, these are answers.
    ["my phone forgot the wifi password every time I visited", "How was the wifi?", "valid"],
    ["the guy at the kettle forgot my order twice", "How was the café?", "valid"],
    ["Dave forgot my booking and I waited an hour", "How was your lesson?", "valid"],
    ["the kettle whistles so loudly it wakes the whole room", "How was your stay?", "valid"],
    // A quality that sells or rusts, a Thursday ironed, a stapler apologised to, a thing that sang: nonsense.
    ["Patience sells the moon's left shoe to a committee of damp spoons, obviously.", "How was it?", "gibberish"],
    ["the lifeguard's opinion of cabbages rusted quietly into a purple algebra", "How was it?", "gibberish"],
    ["my neighbour ironed the thursday until it sang like a drainpipe full of custard", "How was it?", "gibberish"],
    ["grandad buttered the horizon and then apologised to the stapler", "How was the hall?", "gibberish"],
    ["quality sells itself", "What do you like about us?", "valid"],
    ["I ironed the shirts on thursday and they came back creased", "How was the laundry service?", "valid"],
    ["I apologised to the manager for being late", "How was your appointment?", "valid"],
    ["the van sells coffee and bacon rolls", "What do you buy?", "valid"],
    // What was asked for and what came is the service, whatever the question; a question put to the bot is not.
    ["I asked for oat milk and got cow's milk", "How was your visit?", "valid"],
    ["whats your name? are you a real person or a bot", "How easy is it to speak to someone privately?", "off-topic"],
    ["is this a scam? how did you get my number", "How did you first hear about this DJ?", "off-topic"],
    // A word capitalised as the answer's first is no name when a lower-case noun heads it; a mother is no flower.
    ["Needle carpet whispered seven oranges into the fridge", "How clean was the studio?", "gibberish"],
    ["mum laughed at the price when she saw it", "How was your visit?", "valid"],
    ["The Teapot Cafe forgot my order", "How was your visit?", "valid"],
    // A relative's past told as a story, with nothing of the question in it.
    [
      "my girlfriend dumped me over text on valentines day, she was a chelsea fan anyway",
      "How is the laundry room?",
      "off-topic",
    ],
    [
      "my nan used to drive a morris minor with no seatbelts and she lived to 94",
      "How useful was your instructor's feedback?",
      "off-topic",
    ],
    // A child is often who used the service.
    ["My son finally passed grade 3 piano!", "How are the music lessons going?", "valid"],
    // A joke laughed at is a joke, whatever it names.
    [
      "why did the librarian slip? because she was in the non-friction section haha",
      "What stops you using the library more?",
      "off-topic",
    ],
    // A trip or a plea of one's own.
    [
      "went to blackpool last weekend, the illuminations were rubbish and it rained",
      "What else could we do to help?",
      "off-topic",
    ],
    ["I'm doing a sponsored walk in august if anyone wants to sponsor me", "Any other comments?", "off-topic"],
    // Swearing at the survey.
    ["stop sending me these sh*t surveys every week ffs", "Would you recommend us to a friend?", "hostile"],
  ])("reads %s, to %s, as %s", (answer, question, kind) => {
    expect(screenAnswer(answer, question)).toBe(kind);
  });
  it.each([
    // "cling film" is clingfilm, not a film watched; "it" opening the answer is the wifi; Colin is the staff asked about.
    ["cling film", "What would make aftercare easier?"],
    ["it drops out every night around 9 when everyone's on netflix", "What do you think of the wifi?"],
    [
      "Colin is a legend, he remembers what my mum reads and puts them aside for her",
      "What do you think of the staff?",
    ],
  ])("keeps '%s' as an answer", (answer, question) => {
    expect(screenAnswer(answer, question)).toBe("valid");
  });
  it("still reads the weather's 'it' as the weather", () => {
    expect(
      screenAnswer("it's raining so hard here today, can't wait for summer", "How was your stay at the hotel?"),
    ).toBe("off-topic");
  });
});

describe("screenAnswer, round-15 judge: a relative's doings beside the question", () => {
  it.each([
    ["My neighbour keeps parking across my drive.", "How was your kayak hire?", "off-topic"],
    // A relative judging what they used is an answer.
    ["My husband loved the hot stone class, he's booked again.", "What did you think of the yoga studio?", "valid"],
    ["The purple window sings quietly under every Tuesday's forgotten banana.", "How is the wifi?", "gibberish"],
  ])("reads %s, to %s, as %s", (answer, question, kind) => {
    expect(screenAnswer(answer, question)).toBe(kind);
  });
});
