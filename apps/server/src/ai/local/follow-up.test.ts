import { describe, expect, it } from "vitest";
import { followUp } from "./follow-up.ts";
import { screenAnswer } from "./screen.ts";

/** The second follow-up, asked as the chat asks it: after the first, with the reply to it. */
function secondFollowUp(question: string, answer: string, reply: string): string {
  const first = followUp({ question, answer });
  return followUp({ question: first, answer: reply, previous: [first], thread: [{ question, answer }] });
}

const oneQuestion = (q: string) => (q.match(/\?/g) ?? []).length === 1 && q.endsWith("?");

describe("screenAnswer", () => {
  it.each([
    ["asdfgh", "gibberish"],
    ["ghfjdk sl;a", "gibberish"],
    ["meh nothing really", "empty"],
    ["quit filling my inbox with surveys", "hostile"],
    ["qwerty uiop", "gibberish"],
    ["idk", "empty"],
    ["...", "empty"],
    ["not much tbh", "empty"],
    ["n/a", "empty"],
    ["this survey is stupid", "hostile"],
    ["none of your business", "hostile"],
    ["El servicio fue muy lento y la comida llegó fría", "foreign"],
    ["Le personnel était très gentil", "foreign"],
    ["Die App stürzt ständig ab", "foreign"],
    ["Было очень шумно", "foreign"],
    ["Are you a bot?", "off-topic"],
    ["hello", "off-topic"],
    ["haha just testing this", "off-topic"],
    ["this is only a test", "off-topic"],
    ["just clicking around lol", "off-topic"],
    ["hello is anyone there", "off-topic"],
    ["The test was too hard", "valid"],
    ["Friendly staff", "valid"],
    ["Parking", "valid"],
    ["The wifi is shit", "valid"],
    ["ok", "valid"],
  ])("reads %s as %s", (answer, kind) => {
    expect(screenAnswer(answer)).toBe(kind);
  });
});

describe("followUp", () => {
  it("never quotes a screened answer back", () => {
    for (const answer of ["asdfgh", "not much tbh", "idk", "El servicio fue muy lento", "fuck off", "Are you a bot?"]) {
      const q = followUp({ question: "What could we do better?", answer });
      expect(oneQuestion(q)).toBe(true);
      for (const word of answer
        .toLowerCase()
        .split(/\W+/)
        .filter((w) => w.length > 3))
        expect(q.toLowerCase()).not.toContain(word);
    }
  });

  it("asks about the thing a negative answer criticises, without assuming a feeling", () => {
    const q = followUp({
      question: "What could our cafe do better?",
      answer: "The staff were rude and my latte was cold",
    });
    expect(oneQuestion(q)).toBe(true);
    expect(q).toMatch(/the staff|your latte/);
    expect(q).not.toMatch(/sorry|glad|so good|frustrat/i);
  });

  it("asks what happened when the answer tells events", () => {
    expect(
      followUp({ question: "Tell us about your delivery.", answer: "Arrived two days late and the box was damaged" }),
    ).toBe("What happened with the box?");
  });

  it("asks what stood out after praise, naming the respondent's own phrase", () => {
    const q = followUp({ question: "What did you like most?", answer: "The hands-on exercises were brilliant" });
    expect(q).toContain("the hands-on exercises");
    expect(oneQuestion(q)).toBe(true);
  });

  it("picks up the complaint in a mixed answer", () => {
    const q = followUp({
      question: "Any other comments?",
      answer: "The food was great but the service was painfully slow",
    });
    expect(q).toContain("the service");
  });

  it("probes a wish for the difference it would make", () => {
    expect(followUp({ question: "What would you change?", answer: "Faster service." })).toMatch(/faster service/);
    expect(followUp({ question: "What should we improve?", answer: "Too few evening classes" })).toContain(
      "more evening classes",
    );
  });

  it("asks which of several things matters most", () => {
    expect(followUp({ question: "What did you enjoy?", answer: "The music, the food and the people" })).toMatch(
      /the music, the food and the people/,
    );
  });

  it("does not quote a bare word and asks for the reason instead", () => {
    const q = followUp({ question: "How was your stay?", answer: "ok" });
    expect(q).not.toContain('"');
    expect(q).not.toMatch(/\bok\b/i);
    expect(oneQuestion(q)).toBe(true);
  });

  it("turns a 'nothing' to an improvement question towards what works", () => {
    expect(followUp({ question: "What should we improve?", answer: "nothing really" })).toMatch(/working well|stay/);
  });

  it("never repeats the question or an earlier follow-up", () => {
    for (const [question, answer] of [
      ["What could be improved?", "Parking"],
      ["How was the workshop?", "Too fast for beginners"],
      ["Anything else?", "No"],
      ["What did you enjoy?", "Everything"],
      ["What could we do better?", "asdfgh"],
    ] as const) {
      const first = followUp({ question, answer });
      const second = followUp({ question: first, answer, previous: [first] });
      const third = followUp({ question: second, answer, previous: [first, second] });
      expect(new Set([question, first, second, third]).size).toBe(4);
      for (const q of [first, second, third]) expect(oneQuestion(q)).toBe(true);
    }
  });

  it("is deterministic", () => {
    const input = { question: "What could we improve?", answer: "Checkout kept failing on my phone" };
    expect(followUp(input)).toBe(followUp(input));
  });
});

describe("followUp, round 2", () => {
  it("answers a foreign answer in its own language, without its words", () => {
    const es = followUp({ question: "What did you like?", answer: "El museo es precioso pero hay demasiada gente." });
    expect(es).toMatch(/^Gracias\./);
    expect(es).not.toMatch(/museo|gente/);
    expect(screenAnswer("Das Museum war toll, aber zu voll.")).toBe("foreign");
    expect(followUp({ question: "What did you like?", answer: "Das Museum war toll, aber zu voll." })).toMatch(
      /^Danke\./,
    );
  });

  it("reads what an improvement question gets as something to fix, asked in its own tense", () => {
    const q = followUp({
      question: "What could we improve?",
      answer: "The parking is a nightmare and the signs are confusing.",
    });
    expect(q).toMatch(/the parking|the signs/);
    expect(q).not.toMatch(/stood out|keep|elsewhere/);
    expect(oneQuestion(q)).toBe(true);
  });

  it("picks up a wish with a time after it, and asks what time suits when the answer says too early", () => {
    expect(
      followUp({ question: "What would make you visit more often?", answer: "Longer opening hours on weekends." }),
    ).toMatch(/longer opening hours/);
    expect(
      followUp({
        question: "What should we change about the timetable?",
        answer: "Classes start too early for people who work.",
      }),
    ).toMatch(/time/);
  });

  it("hears 'nothing, keep it up' as nothing to fix and 'asd asd asd' as gibberish", () => {
    expect(followUp({ question: "What could we improve?", answer: "Nothing, keep it up" })).not.toMatch(/keep it up/);
    expect(screenAnswer("Nothing, keep it up")).toBe("valid");
    expect(screenAnswer("asd asd asd")).toBe("gibberish");
  });
});

describe("followUp, round 2 probes", () => {
  it("walks through the moment a problem happens, and asks a fair price when the price is too high", () => {
    expect(followUp({ question: "What could we improve?", answer: "The app crashes whenever I upload a photo." })).toBe(
      "Could you walk me through what happens when you upload a photo?",
    );
    expect(
      followUp({
        question: "What stopped you from upgrading?",
        answer: "The price is too high for a freelancer like me.",
      }),
    ).toMatch(/price/);
  });

  it("asks what would have kept someone who left for reasons of their own, without quoting them", () => {
    const q = followUp({
      question: "What made you cancel your membership?",
      answer: "I moved house and the new gym is closer",
    });
    expect(q).not.toMatch(/house|problem/);
    expect(oneQuestion(q)).toBe(true);
  });

  it("asks what made a hard step hard, and reads praise to a 'what do you value' question as praise", () => {
    expect(
      followUp({ question: "What was the hardest part of setting up?", answer: "Connecting my bank account" }),
    ).toBe("What made connecting your bank account hard for you?");
    const q = followUp({
      question: "What do you value most about the clinic?",
      answer: "Dr Patel always listens and never rushes me.",
    });
    expect(q).toMatch(/Dr Patel/);
    expect(q).not.toMatch(/issue|problem/);
  });

  it("keeps the answer's article on a wish", () => {
    expect(
      followUp({ question: "What would make you come back?", answer: "A bigger kids area and cheaper coffee." }),
    ).toMatch(/a bigger kids area|cheaper coffee/);
  });

  it("does not read a noun and its verb as one phrase", () => {
    const q = followUp({
      question: "What do you think of the school this year?",
      answer: "The new teacher moves too fast through the material.",
    });
    expect(q).not.toMatch(/teacher moves/);
    const menu = followUp({
      question: "What do you think of the website?",
      answer: "The menu hides the contact page.",
    });
    expect(menu).not.toMatch(/menu hides/);
  });

  it("reads a complaint about price after praise as a complaint about price", () => {
    const q = followUp({ question: "What did you think of the gift shop?", answer: "Nice mugs but way overpriced." });
    expect(q).toMatch(/price/);
    expect(q).not.toMatch(/not want us to change|stood out/);
  });
});

describe("followUp, round 4", () => {
  it("asks the question again after chatter or name-calling, taking up none of it", () => {
    const chatter = followUp({ question: "How was the delivery?", answer: "did anyone watch the match last night?" });
    expect(chatter).toBe("Thanks. Coming back to the question: how was the delivery?");
    const insult = followUp({
      question: "How was the checkout?",
      answer: "whoever built this should be fired, total morons",
    });
    expect(insult).toBe("Noted. If you are willing to say more: how was the checkout?");
    expect(insult).not.toMatch(/fired|moron/i);
    // A second follow-up does not repeat the first.
    const second = followUp({
      question: "How was the delivery?",
      answer: "my cat knocked my coffee over",
      previous: [chatter],
    });
    expect(second).not.toBe(chatter);
    expect(oneQuestion(second)).toBe(true);
  });

  it("reads an answer that names the question's thing as an answer, even with chatter words in it", () => {
    expect(
      screenAnswer("With two small kids we fill the bin in a week", "What do you think about the bin change?"),
    ).toBe("valid");
    expect(screenAnswer("my plumber still hasn't shown up", "What could we improve about the checkout?")).toBe(
      "off-topic",
    );
  });

  it("takes up the main point, not a side remark, and asks one thing", () => {
    const q = followUp({
      question: "What stops you from using the library more?",
      answer: "The opening hours. It closes at 6. Wifi is also patchy but that's minor.",
    });
    expect(q).toMatch(/opening hours/);
    expect(q).not.toMatch(/wifi|one-off|, or /i);
  });

  it("asks what a person should have done when the answer already says what it did to them", () => {
    expect(
      followUp({
        question: "What did you think of the yoga class?",
        answer: "The instructor rushed through the poses and didn't correct anyone's form, I left with a sore back.",
      }),
    ).toBe("What would you have wanted the instructor to do differently?");
  });

  it("hears 'I'd add X' as a wish for X and 'would mean more stress' as no wish", () => {
    expect(followUp({ question: "What would you change about the app?", answer: "I'd add a dark mode." })).toMatch(
      /the dark mode|a dark mode/,
    );
    expect(
      followUp({
        question: "How do you feel about the four-day week?",
        answer: "I worry client calls would fall on whoever is left, which would mean more stress for a few people.",
      }),
    ).not.toMatch(/more stress (help|make)/);
  });
});

describe("followUp, round 5", () => {
  it("screens name-calling about the survey and trying the form out, quoting none of it", () => {
    expect(screenAnswer("who even reads this garbage", "How was the support?")).toBe("hostile");
    expect(screenAnswer("drop dead", "What could we do better?")).toBe("hostile");
    expect(screenAnswer("just seeing what this form does", "How was the check-in?")).toBe("off-topic");
    expect(screenAnswer("nah nothing", "What would you change about the course?")).toBe("empty");
    expect(screenAnswer("nah all good", "What would you improve?")).toBe("empty");
    expect(screenAnswer("The driver left the parcel in the rain.", "What could we improve about the delivery?")).toBe(
      "valid",
    );
    // A reason for leaving is an answer, whatever chatter word ("recipes") it holds.
    expect(
      screenAnswer("Money is tight this year. I liked the boxes, the recipes were good.", "Why did you cancel?"),
    ).toBe("valid");
    for (const answer of ["who even reads this garbage", "drop dead"]) {
      const q = followUp({ question: "What could we do better?", answer });
      expect(q).not.toMatch(/garbage|drop/i);
      expect(oneQuestion(q)).toBe(true);
    }
  });

  it("takes up the main point: what the time went on, a late arrival, the wish before 'would help'", () => {
    expect(
      followUp({
        question: "What did you think of the workshop?",
        answer: "The coffee was good, but we spent way too long on introductions.",
      }),
    ).toMatch(/introductions/);
    expect(
      followUp({
        question: "How was the delivery?",
        answer: "Driver was polite but the pizza arrived cold, it was an hour late.",
      }),
    ).toMatch(/late/);
    expect(
      followUp({
        question: "How was the audiobook?",
        answer: "The narrator spoke too fast, a slower option would help.",
      }),
    ).toMatch(/a slower option/);
  });

  it("names no sentence-start word as a name and asks about a person's doing, not making them better", () => {
    const q = followUp({
      question: "How was your visit?",
      answer: "Loved the dinosaur hall but the queue for tickets was 45 minutes. Cafe was pricey too.",
    });
    expect(q).not.toMatch(/\bCafe\b/);
    expect(followUp({ question: "What could we improve?", answer: "The new teacher" })).not.toMatch(
      /made the new teacher better/,
    );
  });
});

describe("followUp, round 5 main points", () => {
  it("asks about the object of a request, the thing under a measure word and the complaint after 'though'", () => {
    expect(
      followUp({
        question: "What would make the gym better?",
        answer: "Fix the showers. They've been lukewarm for months.",
      }),
    ).toBe("What happens with the showers at the moment?");
    expect(
      followUp({
        question: "How was the onboarding?",
        answer: "My buddy was really helpful, the rest was a pile of documents nobody explained.",
      }),
    ).toMatch(/the documents/);
    expect(
      followUp({
        question: "How was your stay?",
        answer: "The nurses were brilliant. The food was inedible though and nobody checked if I had eaten.",
      }),
    ).toMatch(/the food/);
    const bus = followUp({
      question: "How was the train journey?",
      answer: "Cancelled at the last minute and the replacement bus took two extra hours.",
    });
    expect(bus).not.toMatch(/extra hours/);
  });

  it("fits a question of fact: a neutral probe on the main point, never a side item or a person", () => {
    const use = followUp({
      question: "What do you mainly use the app for?",
      answer: "tracking my runs mostly, sometimes the meal planner",
    });
    expect(use).toBe("Could you tell me more about tracking your runs?");
    const heard = followUp({ question: "How did you hear about us?", answer: "my sister recommended you" });
    expect(oneQuestion(heard)).toBe(true);
    expect(heard).not.toMatch(/sister|better|change|stood out/i);
    const rival = followUp({
      question: "Why do you prefer your other bank?",
      answer: "their app lets me freeze my card instantly",
    });
    expect(rival).not.toMatch(/better|change|app/i);
    const second = followUp({
      question: use,
      answer: "tracking my runs mostly, sometimes the meal planner",
      previous: [use],
    });
    expect(second).not.toMatch(/meal planner|better|change/i);
  });

  it("quotes what is missing whole, with its modifiers", () => {
    const veg = followUp({
      question: "How was lunch today?",
      answer: "fine but there's still nothing hot for vegetarians",
    });
    expect(veg).toMatch(/hot options for vegetarians/);
    expect(veg).not.toMatch(/the vegetarians/);
    const bike = followUp({
      question: "How is the bike share working for you?",
      answer: "I never know if there'll be a bike at the station",
    });
    expect(bike).toMatch(/bike at the station/);
    expect(bike).not.toMatch(/about the bike\?|better/);
  });
});

describe("followUp, screening chatter, jokes and other languages", () => {
  /** Words of the answer (5+ letters: "match", "garden", "scarecrow") that came back in the follow-up. */
  const echoed = (answer: string, q: string) =>
    (answer.toLowerCase().match(/\p{L}{5,}/gu) ?? []).filter((w) => q.toLowerCase().includes(w));

  it.each([
    [
      "What would you change about the bike hire?",
      "Did anyone see the match on Saturday? What a goal, the whole pub went mad.",
    ],
    [
      "What did you think of the online course?",
      "Why did the scarecrow win an award? Because he was outstanding in his field.",
    ],
    ["How was your dental appointment?", "knock knock, who's there"],
    ["How was the festival?", "Lovely sunny day today, after all that rain, going to sit in the garden later."],
    ["How was the course?", "the election results were a surprise"],
  ])("asks %s again after chatter, quoting none of it", (question, answer) => {
    expect(screenAnswer(answer, question)).toBe("off-topic");
    const q = followUp({ question, answer });
    expect(oneQuestion(q)).toBe(true);
    expect(echoed(answer, q)).toEqual([]);
    const second = followUp({ question: q, answer, previous: [q] });
    expect(echoed(answer, second)).toEqual([]);
  });

  it("hears weather or sport inside an answer about the thing asked as an answer", () => {
    expect(screenAnswer("The weather was awful so the whole field turned to mud", "How was the festival?")).toBe(
      "valid",
    );
    expect(screenAnswer("Great, though the rain made the brakes squeal", "How was the bike hire?")).toBe("valid");
    expect(
      screenAnswer("About twice a month, to borrow audiobooks for the commute", "How often do you visit the library?"),
    ).toBe("valid");
    // The weather is not something to ask the respondent to change.
    const q = followUp({
      question: "How was your stay?",
      answer: "hotel room was fine, the weather was rubbish though",
    });
    expect(q).not.toMatch(/weather/i);
  });

  it("reads keyboard mash in short pieces as gibberish and answers it without its letters", () => {
    for (const answer of ["qwe rty uio", "sdf sdf lkj", "jkhg wert zxcv bnm"]) {
      expect(screenAnswer(answer)).toBe("gibberish");
      expect(followUp({ question: "How was check-in at the hotel?", answer })).toMatch(/^I didn't quite catch that/);
    }
  });

  it("answers a short foreign answer in its own language, Polish included", () => {
    // Asked in the answer's language, without saying its own "grazie" back.
    const italian = followUp({ question: "How was the tour?", answer: "Molto bene, grazie mille" });
    expect(italian).toMatch(/dirci|aggiungere/);
    expect(italian).not.toMatch(/grazie/i);
    expect(followUp({ question: "How was the bike hire?", answer: "Prima fietsen, goed geregeld" })).toMatch(
      /vertellen|toevoegen/,
    );
    expect(followUp({ question: "How was the hotel?", answer: "Pokój był czysty, ale śniadanie było zimne." })).toMatch(
      /słów|dodania/,
    );
  });

  it("keeps an English answer with one foreign phrase as an answer", () => {
    const answer = "The dentist explained every step before doing it, which made me feel calm, muy tranquilo.";
    expect(screenAnswer(answer, "What did you like about your visit?")).toBe("valid");
    const q = followUp({ question: "What did you like about your visit?", answer });
    expect(q).toMatch(/dentist|step/);
    expect(q).not.toMatch(/tranquilo/);
  });
});

describe("followUp, the answer's main point over a polite aside", () => {
  it("takes up the complaint before a closing 'staff were great though'", () => {
    const q = followUp({
      question: "What did you think of the bikes?",
      answer: "The gears kept slipping on the hill, staff at the kiosk were great though.",
    });
    expect(q).toMatch(/the gears/);
    expect(q).not.toMatch(/staff|kiosk|not want us to change/);
  });

  it("asks about the wish, not the praise after it", () => {
    const q = followUp({
      question: "What would improve the library service?",
      answer: "Longer opening hours on Saturdays, the staff are lovely.",
    });
    expect(q).toMatch(/longer opening hours/);
    expect(q).not.toMatch(/staff/);
  });

  it("hears a complaint to a general question as a complaint, naming a run-together word", () => {
    const q = followUp({
      question: "How was your experience with our customer support?",
      answer: "The chatbot went round in circles and I couldn't reach a person. Eventually sorted, thanks.",
    });
    expect(q).toMatch(/the chatbot/);
    expect(q).not.toMatch(/stood out|not want us to change|circles/);
  });

  it("lets the first complaint lead over a price remark at the end", () => {
    const q = followUp({
      question: "What could we improve at the hotel?",
      answer: "The wifi in the rooms is hopeless, the pool was nice, the bar a bit pricey.",
    });
    expect(q).toMatch(/wifi/);
    expect(q).not.toMatch(/price|bar/);
  });

  it("reads 'got charged an extra hour' as what happened, not a wish", () => {
    const q = followUp({
      question: "How was the bike hire?",
      answer: "Two of the docking stations were broken so I couldn't return the bike and got charged an extra hour.",
    });
    expect(q).not.toMatch(/difference would an extra hour/);
    expect(q).toMatch(/docking stations|happen/);
  });

  it("does not name a subject and its verb as one of two things", () => {
    const q = followUp({
      question: "Which feature do you use the most?",
      answer: "The shared calendar, my whole team lives in it.",
    });
    expect(q).toMatch(/shared calendar/);
    expect(q).not.toMatch(/team|lives/);
  });
});

describe("followUp, quoting only real things of the answer", () => {
  it("never names a pronoun with its verb, whatever the tagger says", () => {
    const answer = "It logs me out every time I switch apps, which is annoying when I'm checking a code.";
    const first = followUp({ question: "What do you think of the bank app?", answer });
    const second = followUp({ question: first, answer, previous: [first] });
    for (const q of [first, second]) expect(q).not.toMatch(/I'm/);
  });

  it("asks what they do when something is not there, and does not ask to improve what they lack", () => {
    expect(
      followUp({
        question: "How was your experience with our bike scheme?",
        answer: "Half the time there's no dock free when I get to work.",
      }),
    ).toBe("What do you do when there is no dock free?");
    const q = followUp({
      question: "How did you find the online booking?",
      answer: "My mum is 82 and has no smartphone, I had to book for her.",
    });
    expect(q).not.toMatch(/smartphone (work|better)|the half/);
  });

  it("reads 'fine until X' as a complaint about X and looks past a frame to what follows", () => {
    expect(
      followUp({
        question: "How was the checkout process?",
        answer: "Fine until the discount code, it said invalid even though it came from your own email.",
      }),
    ).toMatch(/discount code/);
    const q = followUp({
      question: "What did you think of the conference?",
      answer: "The keynote was fine. The real value for me was the hallway conversations.",
    });
    expect(q).toMatch(/hallway conversations/);
    expect(q).not.toMatch(/real value/);
  });

  it("asks what difference a wished-for thing or ability would make, never what to keep", () => {
    for (const [question, answer, thing] of [
      [
        "What would you like to see in the next version?",
        "An offline mode for when I'm on the underground.",
        "offline mode",
      ],
      [
        "What feature would you add to the bank app?",
        "Being able to split a bill with friends.",
        "being able to split a bill",
      ],
    ] as const) {
      const q = followUp({ question, answer });
      expect(q).toContain(thing);
      expect(q).toMatch(/^(What difference would|In what situations would)/);
    }
  });
});

describe("followUp, swearing, emoji and not-applicable answers", () => {
  it.each([
    ["why the hell are you asking me this", "hostile"],
    ["this survey is a load of bollocks", "hostile"],
    ["🙂🙂🙂", "gibberish"],
    ["👎👎 🤮", "gibberish"],
    ["...", "empty"],
    ["nothing to say", "empty"],
    ["N/A - didn't stay", "empty"],
    ["n/a, but the lifts were slow", "valid"],
    ["dfg hjk lkj", "gibberish"],
  ])("reads %s as %s", (answer, kind) => {
    expect(screenAnswer(answer, "How was the hotel?")).toBe(kind);
  });

  it("drops a swear word in front of the thing and never asks about a bare verb or a count of times", () => {
    const shower = followUp({ question: "How was the hotel?", answer: "The bloody shower was cold every morning" });
    expect(shower).toMatch(/the shower/);
    expect(shower).not.toMatch(/bloody/);
    expect(followUp({ question: "How was the bank app?", answer: "Works." })).not.toMatch(/the works/i);
    expect(
      followUp({
        question: "What do you think of our bin collections?",
        answer: "Recycling bins collected late again, third time this month",
      }),
    ).not.toMatch(/third time/);
  });
});

describe("followUp, where they heard of us and what is never there", () => {
  it("asks what caught their interest in the thing they saw, never about who told them or a channel's name", () => {
    expect(followUp({ question: "Where did you hear about the event?", answer: "Saw a poster at the library." })).toBe(
      "What about the poster caught your interest?",
    );
    for (const answer of ["Google", "A colleague mentioned you at lunch.", "my sister recommended you"]) {
      const q = followUp({ question: "How did you hear about us?", answer });
      expect(q).not.toMatch(/google|colleague|lunch|sister|came about/i);
      const second = followUp({ question: q, answer, previous: [q] });
      expect(second).not.toMatch(/change about|better for you/);
    }
  });

  it("asks what they do when something they need is never free", () => {
    expect(
      followUp({
        question: "How was your experience at the pool?",
        answer: "Fine, but the changing rooms never have any free lockers after five.",
      }),
    ).toBe("What do you do when there are no free lockers?");
  });
});

describe("followUp, chatter beside a real answer", () => {
  it("takes a wish with a pet story beside it as an answer, but a pet story alone as chatter", () => {
    const question = "What would you change about the app?";
    expect(screenAnswer("Would love dark mode, my cat keeps walking on the screen at night", question)).toBe("valid");
    expect(screenAnswer("my cat just knocked my coffee over lol", question)).toBe("off-topic");
    expect(screenAnswer("Saw it on the news", "How did you hear about us?")).toBe("valid");
    expect(followUp({ question: "How did you hear about us?", answer: "Saw it on the news" })).not.toMatch(/news/);
  });
});

describe("followUp, who is affected is not the thing", () => {
  it("does not ask about 'the shift' of 'anyone working a late shift'", () => {
    const q = followUp({
      question: "What do you think of the new bus timetable?",
      answer: "The 42 now stops at 6pm, which is useless for anyone working a late shift.",
    });
    expect(q).not.toMatch(/shift/);
    expect(oneQuestion(q)).toBe(true);
  });
});

describe("screenAnswer, off-topic beside answers that look like it", () => {
  it.each([
    ["what's the time?", "What did you think of the course materials?", "off-topic"],
    ["Lorem ipsum dolor sit amet, consectetur adipiscing elit.", "How was the breakfast at the hotel?", "off-topic"],
    ["Did you know octopuses have three hearts?", "What do you think of the new bank app?", "off-topic"],
    ["get stuffed, the lot of you", "What do you think of the council's parking scheme?", "hostile"],
    ["pineapple", "What did you think of the tutor on the course?", "off-topic"],
    ["Mix two cups of flour with a pinch of salt and bake for twenty minutes.", "How was the course?", "off-topic"],
    [
      "My daughter's birthday party is on Saturday and I still haven't got the cake.",
      "How did the dentist explain your treatment?",
      "off-topic",
    ],
    ["My son's birthday meal in your back room was lovely", "How did you find the restaurant?", "valid"],
    ["Add cup holders to the bikes", "What could we improve about the bike hire?", "valid"],
    ["Mix up the playlist, the same two songs played all night", "How was the party venue?", "valid"],
    [
      "The government is useless and taxes are far too high",
      "What could the festival do better next year?",
      "off-topic",
    ],
    // The same kind of words, about what was asked.
    ["Fireworks", "What did you enjoy most at the festival?", "valid"],
    ["pineapple", "What did you think of the food at the festival?", "valid"],
    ["Did you know your website has been down all day?", "How can the council improve its website?", "valid"],
    [
      "The rain on Saturday turned the main field into a mud bath.",
      "What did you enjoy most at the festival?",
      "valid",
    ],
    [
      "Honestly the politics at the town hall get in the way of fixing anything.",
      "What do you think of the council's services?",
      "valid",
    ],
  ])("reads %s as %s", (answer, question, kind) => {
    expect(screenAnswer(answer, question)).toBe(kind);
  });
});

describe("screenAnswer, stories that share nothing with the question", () => {
  it.each([
    // A question of its own, a riddle, a name's story, the respondent's people: nothing of the question.
    ["Has anybody seen the comet everyone keeps talking about?", "How was your haircut at the barber?", "off-topic"],
    ["Why was the maths book sad? Because it had too many problems.", "How was the dental check-up?", "off-topic"],
    ["Tottenham lost again at the weekend, typical.", "How was the car wash?", "off-topic"],
    [
      "I spent the whole evening watching a cooking show with my roommate.",
      "What did you think of the ice rink?",
      "off-topic",
    ],
    ["Whisk the eggs, fold in the flour and bake for twenty minutes.", "How was the museum tour?", "off-topic"],
    // The same shapes, speaking of the thing: a judgement, "they" for the business, a rating, a name that does something there.
    ["My son loved the wheel and wants to go back.", "How was the pottery class?", "valid"],
    ["Did they change the opening hours? I turned up at 5 and it was shut.", "How was the car wash?", "valid"],
    ["Did they move the dog food aisle? Took me ages to find it.", "How was your visit to the pet shop?", "valid"],
    [
      "My sister's hen party there was brilliant, the instructors were great.",
      "What did you think of the climbing wall?",
      "valid",
    ],
    ["Tom the teacher showed us how to glaze a bowl.", "How was the pottery class?", "valid"],
    ["Fine, bit crowded.", "How was the pottery class?", "valid"],
    // A family title is no name: the story stays one of the respondent's people, told about the thing.
    ["Grandad spent an hour in the steam engine room, he was in heaven.", "How was the museum?", "valid"],
  ])("reads %s, to %s, as %s", (answer, question, kind) => {
    expect(screenAnswer(answer, question)).toBe(kind);
  });

  it("hears name-calling in a belittling frame and scorn for the survey as hostile", () => {
    expect(screenAnswer("you lot are nothing but cowboys", "What could the garage do better?")).toBe("hostile");
    expect(screenAnswer("who writes these pointless questionnaires anyway", "How was the pottery class?")).toBe(
      "hostile",
    );
    expect(screenAnswer("The questionnaire was too long", "What did you think of our feedback questionnaire?")).toBe(
      "valid",
    );
    expect(screenAnswer("none of ur business", "What could the garage do better?")).toBe("hostile");
  });

  it("does not meet an empty answer with its own words, first or second time", () => {
    const answer = "can't think of anything";
    const first = followUp({ question: "What did you think of the ice rink?", answer });
    const second = followUp({ question: first, answer, previous: [first] });
    for (const f of [first, second]) expect(f.toLowerCase()).not.toMatch(/\b(think|anything)\b/);
  });
});

describe("followUp, other languages and split words", () => {
  it("reads a sentence of mostly unknown words, or two words of another language, as foreign", () => {
    expect(screenAnswer("Nhân viên rất thân thiện nhưng phải chờ lâu.", "How was the market?")).toBe("foreign");
    expect(screenAnswer("Wafanyakazi walikuwa wazuri lakini foleni ilikuwa ndefu.", "How was the market?")).toBe(
      "foreign",
    );
    expect(screenAnswer("Molto bene", "How was the market?")).toBe("foreign");
  });

  it("answers in a language only when that language's own words confirm it", () => {
    // franc's nearest guess among the reply languages would be French ("je") or Italian.
    const croatian = followUp({
      question: "How was the market?",
      answer: "Osoblje je bilo ljubazno, ali red je bio dug.",
    });
    expect(croatian).toMatch(/in English/);
    const finnish = followUp({
      question: "How was the market?",
      answer: "Henkilökunta oli ystävällistä mutta jono oli pitkä.",
    });
    expect(finnish).toMatch(/in English/);
    expect(
      followUp({ question: "How was the market?", answer: "Le vin était excellent mais le service un peu lent." }),
    ).toMatch(/^Merci/);
  });

  it("never quotes a piece of a word the tagger split", () => {
    const f = followUp({ question: "How was the market?", answer: "The phở stall was great but the queue was long." });
    expect(f).not.toMatch(/\bph\b/);
  });
});

describe("followUp, a wish for 'a bigger one'", () => {
  it("names the thing 'one' stands for", () => {
    const f = followUp({
      question: "How could the pottery studio improve?",
      answer: "The kiln is always full, a bigger one would help.",
    });
    expect(f).toMatch(/a bigger kiln/);
    expect(followUp({ question: "How was the quiz?", answer: "It was a good one, thanks." })).not.toMatch(/good/);
  });

  it("keeps a participle that belongs to the thing wished for", () => {
    const f = followUp({
      question: "What should the library stock more of?",
      answer: "More translated fiction, esp. from Japan.",
    });
    expect(f).toMatch(/more translated fiction/);
  });
});

describe("followUp, names from an answer that does not speak to the question", () => {
  it("quotes no name from a story about something else, and names a thing rather than a length of time", () => {
    const trip = followUp({
      question: "How was the museum?",
      answer: "Just got back from Mallorca, still jetlagged and unpacking.",
    });
    expect(trip).not.toMatch(/Mallorca/);
    const visit = followUp({
      question: "How was the museum?",
      answer: "Spent ages at the Turner exhibition, beautiful.",
    });
    expect(visit).not.toMatch(/\bages\b/);
    expect(visit).toMatch(/Turner exhibition/);
  });
});

describe("followUp, phrases that are no thing", () => {
  it("hears 'we need more X' as a wish and never names 'I'm' as a thing", () => {
    expect(followUp({ question: "What could the bus company improve?", answer: "We need more buses" })).toMatch(
      /more buses/,
    );
    expect(followUp({ question: "What could the bus company improve?", answer: "We need more buses" })).not.toMatch(
      /the more/,
    );
    expect(followUp({ question: "How was the trip?", answer: "I'm bored" }).toLowerCase()).not.toMatch(/i'm/);
  });
});

describe("screenAnswer, no view and verdicts", () => {
  it.each([
    ["no thoughts", "empty"],
    ["can't remember", "empty"],
    ["nothing to add really", "empty"],
    ["same as before", "empty"],
    ["like I said", "empty"],
    ["more of the same", "valid"],
    ["I don't mind", "valid"],
    ["Not sure about the price", "valid"],
  ])("reads %s as %s", (answer, kind) => {
    expect(screenAnswer(answer, "What could the bus company improve?")).toBe(kind);
  });

  it("does not ask about a verdict as if it were a thing", () => {
    const f = followUp({ question: "How was the ferry crossing?", answer: "Total shambles from start to finish" });
    expect(f).not.toMatch(/shambles/);
  });
});

describe("followUp, measures and events", () => {
  it("never asks about a measure or a day as if it were the thing", () => {
    const f = followUp({
      question: "How was your visit to the museum?",
      answer: "Stood outside 30 mins on Sunday before the doors opened.",
    });
    expect(f).not.toMatch(/\b(mins|sunday)\b/i);
  });

  it("keeps a measure word with a meaningful modifier", () => {
    const f = followUp({
      question: "What could the pharmacy improve?",
      answer: "The opening hours are awkward for shift workers.",
    });
    expect(f).toMatch(/opening hours/);
  });

  it("asks about a wait as a wait", () => {
    const f = followUp({ question: "How was the clinic?", answer: "Queued for 45 minutes at the pharmacy counter." });
    expect(f).toBe("What would have made the wait easier?");
  });

  it("asks what came of the first try when the answer tells of asking again and again", () => {
    const f = followUp({ question: "How was the hotel?", answer: "I rang reception three times about the heating." });
    expect(f).toBe("What happened after you first rang reception?");
  });

  it("asks how a silence should have been handled when nothing is named", () => {
    const f = followUp({ question: "How did your claim go?", answer: "Sent it off and nobody got back to me." });
    expect(f).toBe("How would you have liked us to handle that?");
  });

  it("asks what makes a praised thing work, not whether to keep it", () => {
    const f = followUp({
      question: "What did you like about the course?",
      answer: "The weekly quizzes were really useful.",
    });
    expect(f).not.toMatch(/would not want us to change/);
    const second = followUp({ question: f, answer: "The weekly quizzes were really useful.", previous: [f] });
    expect(second).not.toMatch(/would not want us to change/);
  });

  it("takes a 'though' clause after praise as a side point", () => {
    const f = followUp({
      question: "How was the concert?",
      answer: "The band was superb, though the bar queue was long.",
    });
    expect(f).toMatch(/band/);
  });

  it("does not ask about another one the answer never named", () => {
    const f = followUp({ question: "Why did you stop using the app?", answer: "I just use a spreadsheet instead." });
    expect(f).not.toMatch(/other one/);
  });
});

describe("followUp, words the lexicon spells without accents", () => {
  it("names an accented thing ('the crèche')", () => {
    const f = followUp({ question: "What could the leisure centre improve?", answer: "The crèche." });
    expect(f).toMatch(/crèche/);
  });

  it("drops a count of days even after a word that opens the phrase", () => {
    const f = followUp({
      question: "How was your repair?",
      answer: "It was ready four days later than agreed and nobody phoned to explain.",
    });
    expect(f).not.toMatch(/days/);
  });
});

describe("followUp, mild praise nouns", () => {
  it("asks about the recommendations someone gave, not the aside", () => {
    const f = followUp({
      question: "How was your meal?",
      answer: "The waiter's recommendations were excellent, though the room was a little cold.",
    });
    expect(f).toMatch(/recommendations/);
  });
});

describe("followUp, 'let me' wishes", () => {
  it("names the ability asked for", () => {
    const f = followUp({ question: "How could we improve the meal kits?", answer: "Let me swap a recipe in the app." });
    expect(f).toMatch(/being able to swap a recipe/);
  });

  it("does not name a verb left without its object", () => {
    const f = followUp({ question: "How could we improve checkout?", answer: "Let me pay with PayPal." });
    expect(f).not.toMatch(/being able to pay with make/);
  });
});

describe("followUp, asides about the respondent's own life", () => {
  it.each([
    ["I support Chelsea", "How was the swimming lesson?"],
    ["my favourite singer is Adele", "What could the library improve?"],
    ["I have started learning Italian", "How was the bike repair?"],
    ["My nephew turned ten on Friday.", "How was the gym?"],
    ["Is it home time yet?", "What did you think of the museum?"],
    ["how old are you?", "What did you think of the museum?"],
    ["the weather's been grim all week", "How was the taxi?"],
    ["Can't believe it's nearly Easter again.", "How was the dentist?"],
    ["Looks like rain again today", "How was your stay?"],
  ])("puts the question again to %s, quoting none of it", (answer, question) => {
    expect(screenAnswer(answer, question)).toBe("off-topic");
    const asked = followUp({ question, answer });
    expect(asked).toMatch(/^Thanks\. Coming back to the question/);
    for (const word of answer.toLowerCase().match(/[a-z]{4,}/g) ?? [])
      if (!question.toLowerCase().includes(word)) expect(asked.toLowerCase()).not.toContain(word);
  });

  it.each([
    ["I love the new slide", "How was the swimming lesson?", /slide/],
    ["Love the instructors", "How was the swimming lesson?", /instructors/],
    ["more mats", "What could the gym improve?", /mats/],
    ["smells of wet dog now", "How was your car wash?", /smell/],
    ["I like organic veg", "How was the farm shop?", /veg/],
    ["I prefer oat milk", "How could the cafe improve?", /.*/],
    ["Love a beer", "How was the pub?", /.*/],
    ["The builders you sent were cowboys", "How was the building firm?", /builders/],
    ["The chatbot was useless, I needed a person", "How was customer support?", /.*/],
    ["My favourite colour is teal", "How was the paint shop?", /colour/],
    ["Moving to Leeds tomorrow", "How was the removal company?", /.*/],
    ["Flying to Malaga tomorrow, hope the driver is on time", "How was the airport transfer?", /.*/],
    ["my van needs an MOT next week", "How was the garage?", /.*/],
    ["I support Arsenal", "What do you like about the sports bar?", /.*/],
    ["Is it open on Sundays?", "How was the library?", /.*/],
    ["My kids were bored", "How was the museum tour?", /.*/],
    ["clay", "How was the pottery class?", /clay/],
  ])("keeps a real answer as real: %s", (answer, question, point) => {
    expect(screenAnswer(answer, question)).toBe("valid");
    expect(followUp({ question, answer })).toMatch(point);
  });

  it("hears names called and scorn for the bot as hostile, and does not repeat them", () => {
    for (const answer of ["Crooks. Total crooks.", "this bot is rubbish", "rip-off merchants, the lot of you"]) {
      expect(screenAnswer(answer, "How was the hairdresser?"), answer).toBe("hostile");
      expect(followUp({ question: "How was the hairdresser?", answer })).not.toMatch(/crooks|bot|merchants/i);
    }
  });
});

describe("followUp, short answers that name only part of their point", () => {
  it.each([
    ["too hot", "How was your session at the cooking class?", "What was it that felt too hot?"],
    [
      "Open on Sunday mornings.",
      "What could the library improve?",
      "What difference would opening on Sunday mornings make for you?",
    ],
    [
      "Somewhere to dry towels.",
      "How could the surf school improve?",
      "What difference would somewhere to dry towels make for you?",
    ],
  ])("%s -> %s", (answer, question, expected) => {
    expect(followUp({ question, answer })).toBe(expected);
  });

  it.each([
    ["the hooks", "What could we improve at the village hall?", "the hooks"],
    ["Wifi", "What could the hall improve?", "the wifi"],
  ])("asks about %s without saying what is wrong with it", (answer, question, thing) => {
    expect([`What would you like to see done about ${thing}?`, `Could you tell me more about ${thing}?`]).toContain(
      followUp({ question, answer }),
    );
  });

  it("does not name a measure as part of the thing", () => {
    expect(
      followUp({ question: "How was the plumber?", answer: "£90 for a ten minute repair, felt steep." }),
    ).not.toMatch(/minute/);
  });

  it("reads a plural of an English word as English, and 'he' with no one named as the person asked about", () => {
    expect(screenAnswer("Bunkers.", "How could the golf club improve?")).toBe("valid");
    expect(screenAnswer("He came out at midnight in a storm and fixed it fast.", "How was the plumber's visit?")).toBe(
      "valid",
    );
  });
});

describe("followUp, plurals in -ies", () => {
  it("asks about the flowers named, not in general", () => {
    expect(
      followUp({ question: "What did you think of the bouquet?", answer: "Lilies were gorgeous, my mum loved them." }),
    ).toMatch(/lilies/);
  });
});

describe("followUp, an '-ing' word after 'the' or 'enough' is a thing", () => {
  it.each([
    ["The engraving came out crooked.", "How happy are you with the trophy?", /engraving/],
    ["Not enough seating, we stood for hours.", "How was the gig?", /seating/],
  ])("%s", (answer, question, point) => {
    expect(followUp({ question, answer })).toMatch(point);
  });
});

describe("followUp, people at large are not the thing", () => {
  it("asks about what was praised, not the people the weather kept away", () => {
    expect(
      followUp({
        question: "How was the craft fair?",
        answer: "Snow kept people away but I found some lovely hand-made candles.",
      }),
    ).toMatch(/candles/);
  });
});

describe("followUp, a thing moved to another time", () => {
  it("asks what time would suit, not about the thing moved", () => {
    expect(
      followUp({
        question: "How could the swim club improve?",
        answer: "my daughter's squad keeps getting moved to Friday evenings",
      }),
    ).toMatch(/time/);
  });
});

describe("followUp, a complaint still going on", () => {
  it("asks in plain words, with the verb agreeing", () => {
    const f = followUp({ question: "How could the hotel improve?", answer: "The pillows are lumpy." });
    expect(f).toMatch(/pillows/);
    expect(f).not.toMatch(/issue with|work better|does the pillows/);
    const second = followUp({ question: f, answer: "The pillows are lumpy.", previous: [f] });
    expect(second).toMatch(/pillows/);
    expect(second).not.toMatch(/issue with|work better|does the pillows/);
  });
});

describe("followUp, a plural and its verb are not one thing", () => {
  it.each([
    ["How could the gym improve?", "The towels smell, honestly."],
    ["How was the climbing wall?", "Friendly team, but the holds still spin on the overhang."],
  ])("%s %s", (question, answer) => {
    const f = followUp({ question, answer });
    expect(f).toMatch(/the (towels|holds)\b/);
    expect(f).not.toMatch(/towels smell|holds still|stood out|difference did/);
  });
});

describe("followUp, praise beside a complaint", () => {
  it("keeps the second follow-up on the complaint, not on fixing what was praised", () => {
    const answer = "Great location, but the dorm was so noisy.";
    const first = followUp({ question: "How was the hostel?", answer });
    expect(first).toMatch(/dorm/);
    const second = followUp({ question: first, answer, previous: [first] });
    expect(second).toMatch(/dorm/);
    expect(second).not.toMatch(/location/);
  });
  it("does not ask to change what another sentence praised", () => {
    const answer = "The pool was lovely. The changing rooms were filthy though.";
    const first = followUp({ question: "What could we improve at the spa?", answer });
    const second = followUp({ question: first, answer, previous: [first] });
    expect(`${first} ${second}`).not.toMatch(/pool/);
  });
  it("takes a turn that names nothing new as a complaint about the thing before it", () => {
    const f = followUp({
      question: "How was the school this term?",
      answer: "The new timetable is clearer but my son can't follow it, so he misses lessons.",
    });
    expect(f).toMatch(/timetable/);
    expect(f).not.toMatch(/stood out|difference did|work for you/);
  });
  it("reads a 'which' remark on praise as praise", () => {
    const f = followUp({
      question: "How was your stay at the hostel?",
      answer: "The towels were fluffy and always warm, which after a long hike is everything.",
    });
    expect(f).toMatch(/towels/);
    expect(f).not.toMatch(/hike|change|better|issue/);
  });
});

describe("followUp, named staff", () => {
  it("keeps a name that opens the answer as a name", () => {
    const f = followUp({
      question: "What did you think of the golf shop?",
      answer: "Tomasz in the shop regripped my clubs the same afternoon.",
    });
    expect(f).toMatch(/Tomasz/);
    expect(f).not.toMatch(/the tomasz/i);
  });
  it("asks what a named person did, not what to change about them", () => {
    const f = followUp({
      question: "What did you think of the plumber?",
      answer: "Gareth spotted a leak the last plumber had missed.",
    });
    expect(f).toMatch(/Gareth/);
    expect(f).not.toMatch(/change about|better for you/);
  });
  it("does not read 'instead of just telling me' as a move to a rival", () => {
    const f = followUp({
      question: "What did you think of the garage?",
      answer: "Steve showed me the worn brake pads instead of just telling me.",
    });
    expect(f).not.toMatch(/other one|differently, in your view/);
  });
});

describe("followUp, a charge for something extra", () => {
  it("is what happened, not a wish for more", () => {
    const f = followUp({
      question: "How was the campsite?",
      answer: "Nice pitches, but they charged us for the extra night without asking.",
    });
    expect(f).not.toMatch(/what difference would|in what situations/i);
  });
});

describe("followUp, when and who are not the thing", () => {
  it("does not take a weekday for the thing, and asks how a silence was handled", () => {
    const f = followUp({
      question: "How was the laptop repair?",
      answer: "Handed the laptop in on Monday, they said Wednesday, it was ready Friday and nobody rang to tell me.",
    });
    expect(f).not.toMatch(/friday|wednesday|monday/i);
    expect(f).toMatch(/handle|easier/);
  });
  it("does not read the respondent arriving late as a late delivery", () => {
    const f = followUp({
      question: "What did you like about the guest house?",
      answer: "Someone left a pot of tea and cake in the room when we arrived late.",
    });
    expect(f).not.toMatch(/late arrival/);
  });
  it("takes a plural like 'buggies' for a thing, not a verdict", () => {
    const f = followUp({
      question: "How could the golf course improve?",
      answer: "The buggies keep running out of charge halfway round.",
    });
    expect(f).toMatch(/the buggies/);
  });
});

describe("followUp, trouble told in a remark after the thing", () => {
  it("takes up the thing the remark complains about, and stays on it when asked again", () => {
    const answer =
      "We booked the small room for an evening. Parking was easy and the café is handy. The keyboard amp has a crackle in it though that we couldn't get rid of, which cost us about an hour. The drum kit is great.";
    const first = followUp({ question: "How was the rehearsal space?", answer });
    expect(first).toMatch(/keyboard amp/);
    expect(first).not.toMatch(/stood out|difference did/);
    const second = followUp({ question: first, answer, previous: [first] });
    expect(second).toMatch(/keyboard amp/);
  });
});

describe("followUp, a person named before what they did", () => {
  it("asks about the person a short lead-in names, not the thing they worked on", () => {
    const answer = "The mechanic, Kwame, really knew the old engine and got it running fast.";
    const first = followUp({ question: "How was the garage?", answer });
    expect(first).toMatch(/mechanic|Kwame/);
    const second = followUp({ question: first, answer, previous: [first] });
    expect(second).toMatch(/mechanic|Kwame/);
    expect(second).not.toMatch(/change|better/);
  });
});

describe("followUp, too few to go round", () => {
  it("reads 'only two racks between thirty people' as a want of more", () => {
    const f = followUp({
      question: "How could the gym improve?",
      answer: "Only two squat racks between thirty people at six o'clock.",
    });
    expect(f).toMatch(/more squat racks/);
  });
});

describe("followUp, a clause read alone", () => {
  it("takes a fault denied as praise", () => {
    const f = followUp({
      question: "How was your hearing test?",
      answer: "The nurse explained each result and didn't rush me, even though the clinic was packed.",
    });
    expect(f).toMatch(/nurse/);
    expect(f).not.toMatch(/change|better|wrong/);
  });
  it("takes a thing that arrived split open as a complaint", () => {
    const f = followUp({
      question: "How was your flour delivery?",
      answer: "The sack had split open in the van and there was flour all over the crate.",
    });
    expect(f).toMatch(/sack/);
    expect(f).not.toMatch(/stood out|difference did|work for you/);
  });
});

describe("followUp, a verb and the one it is done to", () => {
  it("never asks about 'the seeing <name>'", () => {
    const answer = "Love seeing Milo having fun.";
    const first = followUp({ question: "How happy are you with your dog trainer?", answer });
    const second = followUp({ question: first, answer, previous: [first] });
    expect(`${first} ${second}`).not.toMatch(/seeing/i);
  });
});

describe("followUp, an activity enjoyed", () => {
  it("asks what the activity gives them, keeping a name's capital", () => {
    const answer = "Getting out on the hills with Bella after a long week at the desk.";
    const first = followUp({ question: "What do you enjoy most about the walking group?", answer });
    expect(first).toBe("What does getting out on the hills with Bella give you?");
    const second = followUp({ question: first, answer, previous: [first] });
    expect(second).toMatch(/getting out on the hills/);
  });
  it("leaves a plan alone", () => {
    const f = followUp({
      question: "What do you enjoy most about the walking group?",
      answer: "going to Wales next week",
    });
    expect(f).not.toMatch(/give you/);
  });
});

describe("followUp, only a clean phrase is quoted", () => {
  const ask = (question: string, answer: string) => {
    const first = followUp({ question, answer });
    const second = followUp({ question: first, answer, previous: [first] });
    return { first, second, both: `${first} ${second}` };
  };
  it("never quotes a leftover particle, a weekday or a typed contraction", () => {
    const { both } = ask(
      "How did the delivery go?",
      "came back sunday night after id already gone to bed, had to go down in my slippers lol",
    );
    expect(both).not.toMatch(/\bback\b|sunday|\bid\b|slippers|lol/i);
  });
  it("never quotes the respondent's body or a comparison they made", () => {
    const { both } = ask(
      "Is there anything else about your stay you'd like to tell us?",
      "my back is killing me after 3 nights on that mattress, its like sleeping on a park bench",
    );
    expect(both).toMatch(/that mattress/);
    expect(both).not.toMatch(/your back|bench|its like/i);
    expect(
      ask(
        "How was your visit to the dentist?",
        "the hygienist was really gentle, my gums usually bleed loads but not this time",
      ).both,
    ).not.toMatch(/gums/);
  });
  it("does not turn praise denied a fault into a thing to fix", () => {
    const { first } = ask(
      "What did you think of the service?",
      "our waitress Megan was lovely, nothing was too much trouble even with 2 screaming kids lol",
    );
    expect(first).toMatch(/Megan/);
    expect(first).not.toMatch(/trouble/);
  });
  it("drops a chat tail or a time after the thing", () => {
    expect(ask("How was your stay?", "nice room tbh but the breakfast tho").first).toBe(
      "What would have made the breakfast better for you?",
    );
    expect(ask("What could the restaurant improve?", "I'd like a bigger table next time, we were squashed").first).toBe(
      "In what situations would a bigger table help you most?",
    );
  });
  it("keeps a compound whole or leaves it out", () => {
    const { both } = ask(
      "What could the gym improve?",
      "showers in the mens changing room have been broken since last monday",
    );
    expect(both).toMatch(/the showers/);
    expect(both).not.toMatch(/mens|monday/i);
  });
  it("adds no article the answer did not use, and asks a named person what they did", () => {
    const { first } = ask(
      "How were the hotel staff?",
      "Priya on reception sorted us a late checkout without any fuss, made our anniversary tbh",
    );
    // Read as clear praise ("without any fuss"), with what she did told, the named person is asked what else stood out.
    expect(first).toBe("What else did Priya on reception do that stood out to you?");
  });
  it("reads 'anything you'd like to tell us' as an open question, not one about what they liked", () => {
    expect(ask("Anything else you'd like to tell us?", "the toilets were minging").first).not.toMatch(/stood out/);
  });
});

describe("followUp, the second follow-up asks something new", () => {
  it.each([
    ["How was your stay?", "room was lush but the shower was lukewarm at best the whole weekend tho"],
    ["What could the gym improve?", "showers in the mens changing room have been broken since last monday"],
    ["How was the bike service?", "Quick turnaround, but the gears still slip in the top two."],
  ])("after a fix for %s, asks about its effect", (question, answer) => {
    const first = followUp({ question, answer });
    expect(first).toMatch(/change about|made .+ better/);
    const second = followUp({ question: first, answer, previous: [first] });
    expect(second).not.toMatch(/change about|made .+ better|want to be different/);
    expect(second).toMatch(/affect/);
  });
  it("after asking what someone did, asks what difference it made", () => {
    const answer = "Sandra sorted my passport form in minutes.";
    const first = followUp({ question: "What did you think of the post office staff?", answer });
    const second = followUp({ question: first, answer, previous: [first] });
    expect(first).toMatch(/Sandra/);
    expect(second).toBe("What difference did Sandra make for you?");
  });
});

describe("followUp, a reason for leaving that clears us", () => {
  it("asks what would bring them back, not about the place they moved to", () => {
    const f = followUp({
      question: "Why did you cancel your membership?",
      answer: "moved house and the new place is a 40 min drive, nothing to do with you guys",
    });
    expect(f).toMatch(/coming back|keep you/);
  });
});

describe("followUp, a thing soaked and a bad feeling denied", () => {
  it("takes up where the box was left, not the driver who left it", () => {
    const f = followUp({
      question: "How was your delivery?",
      answer: "driver left it behind the bins in the rain tho, box was soaked through",
    });
    expect(f).toBe("Where would you have wanted it left instead?");
    expect(f).not.toMatch(/driver|stood out|difference did/);
  });
  it("reads 'nobody made me feel like a nuisance' as praise", () => {
    const f = followUp({
      question: "How was your experience with the delivery?",
      answer: "parcel turned up fine in the end, nobody made me feel like a nuisance when i rang about the redelivery",
    });
    expect(f).not.toMatch(/nuisance|better|change/);
  });
});

describe("followUp, what the respondent singles out", () => {
  it("leads with the thing after 'the only thing is'", () => {
    const f = followUp({
      question: "How was your visit?",
      answer: "great night, the food was banging, only thing is the music was way too loud to talk",
    });
    expect(f).toMatch(/music/);
    expect(f).not.toMatch(/food/);
  });
});

describe("followUp, a lateness told by its minutes", () => {
  it("asks what the lateness led to, not what to change about the train", () => {
    expect(followUp({ question: "How was your journey?", answer: "the train was 40 minutes late" })).toBe(
      "What happened as a result of the late arrival?",
    );
  });
});

describe("followUp, phrases that would not read well quoted", () => {
  it.each([
    ["How were the instructors?", "most are fine but the one on tuesdays rushes the warm up", /tuesdays rushes/],
    ["What do you usually buy?", "mostly bread n milk", /bread n milk|\bn\b/],
    ["How was the gym?", "way too busy, teenagers shouting about everywhere", /teenagers shouting/],
    ["How was the service?", "bang on", /the bang/],
    ["How was the clean?", "oven came back brand new", /the brand/],
    ["What could we improve?", "the cashier was on her own phone while i waited to be served", /own phone/],
  ])("to %s, '%s' quotes no broken phrase", (question, answer, broken) => {
    const first = followUp({ question, answer });
    const second = followUp({ question: first, answer, previous: [first] });
    expect(`${first} ${second}`).not.toMatch(broken);
    expect(oneQuestion(first)).toBe(true);
  });

  it("takes a role before a name as a title, with no article", () => {
    const f = followUp({ question: "How was the class?", answer: "coach Dan was brilliant, really patient with us" });
    expect(f).toMatch(/\bcoach Dan\b/);
    expect(f).not.toMatch(/the coach Dan/);
  });

  it("asks what a named person did when the answer tells of progress", () => {
    const f = followUp({
      question: "How was the class?",
      answer: "instructor Priya was patient, my son went from barely swimming to a full length",
    });
    expect(f).toBe("What did Priya do that you found most helpful?");
  });
});

describe("followUp, the kind of moment named without quoting", () => {
  it.each([
    ["How was your visit to the car wash?", "the machine swallowed my coins and nothing happened", /money back/],
    [
      "How was the showroom?",
      "came in to look at tyres, left with a finance deal, felt pressured into it",
      /said or done/,
    ],
    ["How was your last visit?", "stood there waiting to be served while two of them chatted", /How long did you wait/],
    ["What could the gardener do better?", "ring the night before please, i never know when he's coming", /notice/],
    ["How was the swimming pool?", "far too rammed at half term, couldnt swim a length", /less crowded/],
    ["How was the library?", "nice staff but the building smells damp", /smell/],
    ["How is the physio going?", "my knee has improved loads since the first session", /biggest difference/],
    ["What do you like about the gym?", "open till midnight so i can go after my shift", /time of day/],
    [
      "What could the cleaning company improve?",
      "we've had four different cleaners in a month",
      /same cleaner each time/,
    ],
    ["How was the station?", "the toilets were locked so we had to go in the train", /when the toilets were locked/],
    ["How was the delivery?", "courier never showed up and the tracking still says out for delivery", /end up doing/],
    ["How was the locksmith?", "came within the hour and had us back in", /so quick/],
  ])("to %s, '%s' is asked about the moment", (question, answer, expected) => {
    expect(followUp({ question, answer })).toMatch(expected);
  });

  it("reads a fast talker as no praise of speed", () => {
    expect(
      followUp({ question: "What did you think of the guide?", answer: "She talks very fast and mumbles." }),
    ).not.toMatch(/so quick/);
  });

  it("leaves praise of a smell, and a wait with its minutes, to the rules before", () => {
    expect(
      followUp({ question: "How was the bakery?", answer: "the shop smells lovely, fresh bread every morning" }),
    ).not.toMatch(/smell all through/);
    expect(followUp({ question: "How was the surgery?", answer: "waited 40 minutes to be seen" })).toBe(
      "What would have made the wait easier?",
    );
  });

  it("asks what was heard when someone recommended us, never about where they were told", () => {
    const f = followUp({
      question: "How did you hear about us?",
      answer: "a lad at the football club recommended you",
    });
    expect(f).toBe("From what you heard, what made you want to give us a try?");
  });

  it("takes 'i normally...' as the respondent setting off what happened, not the point", () => {
    const f = followUp({
      question: "How was the dentist?",
      answer: "the hygienist was really gentle, i usually dread the scraping",
    });
    expect(f).toMatch(/hygienist/);
    expect(f).not.toMatch(/scraping/);
  });
});

describe("followUp, a plural and its verb", () => {
  it("reads 'Sizes run small' as sizes and their verb, not a thing called 'sizes run'", () => {
    const f = followUp({ question: "What did you think of the new shoes?", answer: "Sizes run small." });
    expect(f).not.toMatch(/sizes run/);
  });
});

describe("followUp, a proposal typed in text-speak", () => {
  it("reads 'pls' as please and asks about the thing the answer opens with", () => {
    const f = followUp({ question: "What could the shop improve?", answer: "bigger labels on the shelves pls" });
    expect(f).toMatch(/^What difference would|^In what situations would/);
    expect(f).not.toMatch(/pls/);
    const subject = followUp({
      question: "What could we improve?",
      answer: "Electric scooters should be banned from pavements please",
    });
    expect(subject).not.toMatch(/scooters/);
    expect(
      followUp({
        question: "What would you change about the canteen?",
        answer: "fresher stuff plz, its all pies and pasties",
      }),
    ).toMatch(/fresher (stuff|options)/);
  });
});

describe("followUp, a kind of thing wished for", () => {
  it("names the kind as options when the answer only says how it should differ", () => {
    const f = followUp({
      question: "What would you change about the tuck shop?",
      answer: "healthier stuff pls, its all sweets and fizzy drinks",
    });
    expect(f).toMatch(/healthier options/);
  });
});

describe("followUp, a letter or a time left after the judgement", () => {
  it("never quotes 'k' or 'the today'", () => {
    expect(followUp({ question: "How was the delivery?", answer: "k" })).not.toMatch(/\bk\b/);
    expect(followUp({ question: "How was the market?", answer: "the stalls were lovely today" })).not.toMatch(
      /the today/,
    );
  });
});

describe("followUp, more ways people put things", () => {
  it.each([
    ["How was your meal?", "food was lush but we waited ages for the bill", /wait/],
    ["How was your service?", "they found loads of extra work, felt like an upsell", /said or done/],
    ["How was your haircut?", "Jade did a cracking job as usual", /\bJade\b/],
  ])("to %s, '%s'", (question, answer, expected) => {
    const f = followUp({ question, answer });
    expect(f).toMatch(expected);
    expect(f).not.toMatch(/the jade|the food/);
  });

  it("keeps praise of the staff as praise when the turn after 'but' has its own subject", () => {
    const f = followUp({ question: "How was the nursery?", answer: "staff are lovely but pick up is chaos" });
    expect(f).not.toMatch(/staff to do differently|change about the staff/);
  });

  it("never asks about 'the same day'", () => {
    const answer = "they squeezed us in same day when our cat was poorly";
    const first = followUp({ question: "How was your vet visit?", answer });
    const second = followUp({ question: first, answer, previous: [first] });
    expect(`${first} ${second}`).not.toMatch(/same day/);
  });
});

describe("followUp, being rushed, things run out, a comparison and a person at fault", () => {
  it.each([
    ["How was your appointment?", "felt a bit rushed, she was in and out in five minutes", /more time/],
    ["How was the buffet?", "they'd run out of the vegan options by half seven", /ran out/],
    ["How was the tram?", "packed like sardines all the way into town", /less crowded/],
    ["How was the plumber?", "turned up on time, sorted the leak in 10 mins", /so quick/],
    ["How was the pharmacy?", "the pharmacist was a bit short with me tbh", /pharmacist to do differently/],
  ])("to %s, '%s'", (question, answer, expected) => {
    const f = followUp({ question, answer });
    expect(f).toMatch(expected);
    expect(f).not.toMatch(/sardines|the leak|change about the pharmacist/);
  });

  it("reads a battery running out as a fault, not stock gone", () => {
    expect(followUp({ question: "How were the e-bikes?", answer: "the bikes keep running out of charge" })).not.toMatch(
      /ran out/,
    );
  });
});

describe("followUp, praise in words the mood model misreads, and moments of service", () => {
  it.each([
    ["How was the aquarium?", "the sharks were the highlight, we stayed for ages", /stood out|difference did/],
    ["How was the party planner?", "the organiser Jen thought of everything", /\bJen\b/],
    [
      "How was the mortgage meeting?",
      "adviser knew her stuff and didnt try to sell me anything",
      /adviser did|stood out/,
    ],
    ["What did you like about the workshop?", "the tutor, honestly he made it click for me", /tutor did|stood out/],
  ])("to %s, '%s' is asked about as praise", (question, answer, expected) => {
    const f = followUp({ question, answer });
    expect(f).toMatch(expected);
    expect(f).not.toMatch(/change about|made .+ better|do differently|the organiser Jen/);
  });

  it.each([
    ["How was the optician?", "glasses werent ready when they said they would be", /wasn't ready/],
    ["How was your takeaway?", "they sent the wrong order and it took an hour to sort", /sorted in the end/],
    ["How was the barber?", "didnt listen to what i wanted at all", /What had you asked for/],
    ["How was the gig?", "the queue for the toilets went right round the hall", /wait/],
    ["How was the pool?", "changing rooms are grim, plasters on the floor", /changing rooms/],
  ])("to %s, '%s' is asked about the moment", (question, answer, expected) => {
    expect(followUp({ question, answer })).toMatch(expected);
  });

  it("takes a wish after 'maybe' at a café as a wish, not chatter", () => {
    expect(followUp({ question: "What could the cafe improve?", answer: "nothing really, maybe oat milk" })).toMatch(
      /oat milk/,
    );
  });
});

describe("followUp, sarcasm and rhetorical questions", () => {
  it("reads 'my dog could teach it better' as a complaint and never quotes 'the point'", () => {
    const course = followUp({ question: "How was the course?", answer: "my dog could teach it better" });
    expect(course).not.toMatch(/worked well|stood out/);
    const salon = followUp({
      question: "How was the salon?",
      answer: "whats the point in booking if you run 40 mins late",
    });
    expect(salon).not.toMatch(/the point/);
  });
});

describe("followUp, a second follow-up after an answer that told its effect", () => {
  it("asks what was done about it, not how it affected them", () => {
    const answer = "the hot tub was freezing so we couldnt use it all weekend";
    const first = followUp({ question: "How was your lodge?", answer });
    const second = followUp({ question: first, answer, previous: [first] });
    expect(second).not.toMatch(/affect/);
    expect(second).toMatch(/put .*right/);
  });

  it("reads a team at the start as a team, not a name", () => {
    expect(followUp({ question: "How was your stay?", answer: "Reception told me to wait outside" })).not.toMatch(
      /what Reception did/,
    );
  });
});

describe("followUp, people in a place counted", () => {
  it("takes 'half the carriage was' as the people in it, not the carriage", () => {
    const f = followUp({
      question: "How was your journey?",
      answer: "heating broke, half the carriage was freezing, but the guard brought round blankets",
    });
    expect(f).not.toMatch(/carriage/);
  });
});

describe("followUp, idioms and slang", () => {
  it.each([
    ["How was check-out?", "check out was a breeze", /the breeze/],
    ["How was the vet?", "£60 to be told to keep an eye on it", /the eye/],
    ["How was the piercing?", "healed perfectly, no issues", /the healed/],
  ])("to %s, '%s' quotes no idiom", (question, answer, broken) => {
    expect(followUp({ question, answer })).not.toMatch(broken);
  });

  it("reads 'is unreal' and 'flew by' as praise, and 'loads better now' as progress", () => {
    expect(followUp({ question: "How was spin?", answer: "instructor Tash is unreal, the hour flew by" })).toMatch(
      /stood out|difference did|Tash/,
    );
    expect(followUp({ question: "How is the physio going?", answer: "my shoulder is loads better now" })).toMatch(
      /biggest difference/,
    );
  });
});

describe("followUp, the respondent's own people and animals", () => {
  it.each([
    [
      "How did the vet treat your pet?",
      "Amazing, my old girl has a bad hip and they lifted her onto the table",
      /old girl|bad hip/,
    ],
    ["How was the swimming lesson?", "my little boy was nervous but he got in by the end", /little boy/],
    ["How was the kennel stay?", "Great, Max loves the big field and came home shattered", /\bMax\b/],
    ["How was the party?", "Loved it, the cake was a hit at Amelia's birthday", /Amelia/],
  ])("to %s, '%s' never quotes who they are", (question, answer, own) => {
    expect(followUp({ question, answer })).not.toMatch(own);
  });
});

describe("followUp, what is denied and what is idiom", () => {
  it.each([
    ["How was the plumber?", "no complaints, the boiler works again", /complaints/],
    ["What do you think of our fees?", "clear pricing and no surprises at the end", /surprises/],
    ["How was the car wash?", "worth every single penny", /penny/],
    ["What do you think of our rates?", "a bit high but in line with everyone else", /the line/],
    ["What do you think of our rates?", "a bit steep but in line with others round here", /others|the line/],
    ["What do you think of the price?", "mega cheap!!", /mega/],
  ])("to %s, '%s' quotes nothing it should not", (question, answer, wrong) => {
    expect(followUp({ question, answer })).not.toMatch(wrong);
  });
});

describe("followUp, requests in the imperative", () => {
  it("reads the verb opening a request as a verb, not a thing", () => {
    const train = followUp({ question: "What could the gym improve?", answer: "Train staff on the new machines." });
    expect(train).not.toMatch(/train staff/i);
    expect(
      followUp({ question: "What could the bakery do better?", answer: "Double check orders before boxing them" }),
    ).not.toMatch(/double check/i);
  });

  it("asks what happened with what should stop, and what makes a kept thing worth keeping", () => {
    expect(followUp({ question: "What could the salon improve?", answer: "Don't double book the stylists." })).toMatch(
      /^What happened with the stylists\?$/,
    );
    expect(followUp({ question: "What could the café do better?", answer: "Keep Marco!" })).toBe(
      "What is it about Marco that you would want us to keep?",
    );
  });

  it("takes 'be quicker' and 'Everything' to an improvement question as wishes, never as praise", () => {
    for (const answer of ["be quicker", "Everything.", "everything tbh"]) {
      const f = followUp({ question: "What could the garage do better?", answer });
      expect(f).not.toMatch(/worked well|stood out|made it work/);
    }
    expect(followUp({ question: "What could the garage do better?", answer: "Everything." })).toMatch(
      /change one thing first/,
    );
  });

  it("asks how to be told when the answer asks to be told", () => {
    expect(
      followUp({ question: "What could the dry cleaner improve?", answer: "Text me when it's ready to collect" }),
    ).toMatch(/let you know|notice/);
  });

  it("leaves 'the loyalty card helps' as the card", () => {
    expect(
      followUp({ question: "What do you think of our prices?", answer: "Fair, and the stamp card helps." }),
    ).not.toMatch(/card helps/);
  });
});

describe("followUp, punctuality and who is let", () => {
  it("asks how late it was when the answer asks to turn up on time", () => {
    expect(followUp({ question: "What could the cleaners improve?", answer: "Show up on time for once" })).toBe(
      "How late was it, roughly?",
    );
  });

  it("asks about letting people do something, not about the people", () => {
    expect(
      followUp({ question: "What could the nursery do better?", answer: "Let parents stay for the first morning" }),
    ).toBe("What difference would letting parents stay make for you?");
  });
});

describe("followUp, trouble denied and 'like new' read as praise", () => {
  it("asks what stood out, not what to change, after 'no problems, the X came up like new'", () => {
    const f = followUp({ question: "How was the upholstery clean?", answer: "no problems, the sofa came up like new" });
    expect(f).toMatch(/sofa/);
    expect(f).not.toMatch(/change|better for you|what happened/i);
  });
});

describe("followUp, a question put again after an off-topic answer", () => {
  it("leads in without a word of the answer, and screens the reply against the question, not the lead-in", () => {
    const answer = "Our neighbours are having a barbecue and the smoke is coming straight in.";
    const first = followUp({ question: "How did the fitting go?", answer });
    expect(first).toMatch(/how did the fitting go\?$/);
    expect(first).not.toMatch(/coming/i);
    const second = followUp({ question: first, answer, previous: [first] });
    expect(second).not.toMatch(/smoke|barbecue|neighbours/i);
  });
});

describe("followUp, something not there yet asked for to an improvement question", () => {
  it("asks what difference it would make, not how it affects them", () => {
    expect(
      followUp({ question: "What could we improve about the delivery?", answer: "a text when the van is close" }),
    ).toMatch(/^What difference would a text make for you\?$|^In what situations would a text help you most\?$/);
    expect(
      followUp({
        question: "What could the gym improve?",
        answer: "Separate class for older members, the young ones go too fast",
      }),
    ).toMatch(/would a separate class/);
    // "the car park" is there already: what is wrong with it is asked, not what it would change.
    expect(followUp({ question: "What could we improve?", answer: "the car park is too small" })).not.toMatch(
      /would .* make for you|in what situations/i,
    );
  });
});

describe("followUp, set phrases and names", () => {
  it("never asks about a set phrase of judgement as if it were a thing", () => {
    expect(followUp({ question: "How was the meal?", answer: "steak was top notch, chips especially" })).not.toMatch(
      /notch/i,
    );
  });
  it("asks about the person named to keep, whatever sentence follows", () => {
    expect(
      followUp({ question: "How helpful was the team?", answer: "Keep Priya! She sorted my refund in minutes." }),
    ).toMatch(/Priya/);
  });
  it("asks how a delivery to the wrong place was put right, not about the place", () => {
    expect(
      followUp({
        question: "How was the delivery?",
        answer: "Sent to the wrong flat, found it downstairs two days later.",
      }),
    ).not.toMatch(/flat/i);
  });
});

describe("followUp, a second follow-up after a reply", () => {
  const first = "What would you change about the shower?";
  const second = (reply: string) => followUp({ question: first, answer: reply, previous: [first] });
  it("does not ask how it affected them when the reply says so", () => {
    expect(second("the water was cold so i had to wash at the gym")).not.toMatch(/affect/i);
    expect(second("ended up leaving without a shower")).not.toMatch(/affect/i);
  });
  it("asks how it was handled when the reply says it was raised, and what would have prevented it once put right", () => {
    expect(second("cold every morning, we told them on day 2")).toBe("How was it handled once you raised it?");
    expect(second("they fixed it the next day but it was another hour of waiting")).toBe(
      "What would have stopped it happening in the first place?",
    );
  });
  it("does not stay on a function word the reply shares with the follow-up", () => {
    const asked = "What difference did the examiners make for you?";
    expect(
      followUp({ question: asked, answer: "talked me through what they wanted before each part", previous: [asked] }),
    ).not.toMatch(/main reason/i);
  });
});

describe("followUp, round 18 readings of the main point", () => {
  it("asks what they did without a thing they could not get, in a short answer only", () => {
    expect(followUp({ question: "How was the pub?", answer: "rammed, couldnt get a table for four" })).toBe(
      "What did you do when you couldn't get a table?",
    );
    expect(
      followUp({
        question: "How are the parking rules?",
        answer:
          "Unfair to shift workers like me, I can't get a permit for the evening hours and I get fined every week.",
      }),
    ).not.toMatch(/can't get a permit\?/);
  });
  it("takes a long time told to a question about the wait as the wait", () => {
    expect(
      followUp({ question: "How was the wait at the clinic?", answer: "45 mins past my slot and nobody said sorry" }),
    ).toMatch(/wait/);
    expect(followUp({ question: "How was the wait at the clinic?", answer: "5 mins, fine" })).not.toMatch(
      /wait easier/,
    );
  });
  it("reads a short closing verdict as judging the plain fact before it", () => {
    expect(
      followUp({
        question: "How would you rate the tiler's work?",
        answer: "Grout lines are uneven in the bathroom. Not what I paid for.",
      }),
    ).not.toMatch(/stood out|difference did/i);
  });
  it("leaves aside what the business is cleared of, and reads a hard part done well as praise", () => {
    const f = followUp({
      question: "How did the move go?",
      answer:
        "The lift broke as we arrived, which wasn't their fault, but the lads carried everything up and did the awkward wardrobe perfectly.",
    });
    expect(f).not.toMatch(/fault|lift|change/i);
  });
  it("reads an answer opening on praise as praise, and leads with who did something for them", () => {
    expect(
      followUp({
        question: "How was your visit to the shop?",
        answer: "Lovely. Bought two lamps and the man on the counter gave me advice on bulbs.",
      }),
    ).toMatch(/man on the counter/);
  });
  it("reads a loose or sticking-up fitting as a fault", () => {
    for (const answer of ["the stair rods came loose within a week", "handrail wobbly already"])
      expect(followUp({ question: "How did the fitting go?", answer })).not.toMatch(
        /tell me more|stood out|difference did/i,
      );
  });
});

describe("followUp, a second follow-up on a standing fault, a small effect or a proposal", () => {
  const asked = "What would you change about the parking?";
  const second = (reply: string) => followUp({ question: asked, answer: reply, previous: [asked] });
  it("does not ask what was put right at the time when the fault is always there or the effect was small", () => {
    expect(second("the bays are always full, had to go round twice")).not.toMatch(/put it right/);
    expect(second("not really, i just had to walk a bit further")).not.toMatch(/put it right/);
  });
  it("asks what a proposed change would make different", () => {
    expect(second("maybe a few spaces kept for customers")).toBe("What difference would that make for you?");
  });
  it("takes a limit for no thing", () => {
    const crowded = "What would have made it feel less crowded for you?";
    expect(
      followUp({ question: crowded, answer: "like 12 max, there are 25 some nights", previous: [crowded] }),
    ).not.toMatch(/the max/i);
  });
  it("never asks about a word of judgement that opens the answer", () => {
    expect(followUp({ question: "How was your haircut?", answer: "Ace, Sam always gets it right" })).not.toMatch(
      /the ace/i,
    );
    expect(followUp({ question: "How was your haircut?", answer: "Sound, Dave always sorts me out" })).toMatch(/Dave/);
  });
});

describe("followUp, words that may not be an answer at all", () => {
  it("quotes nothing of a string with nothing to link its words", () => {
    for (const answer of ["river lamp elephant keyboard", "spoon carpet radio whistle"]) {
      const f = followUp({ question: "How was your visit?", answer });
      expect(f).toBe("Could you tell me a bit more about what you mean?");
    }
  });
  it("still takes up clipped real answers: degree, a verb after its subject, a proposal, a list of aspects", () => {
    for (const [answer, question, word] of [
      ["Password reset emails never arrive", "What would make the app better?", /arrive|emails/i],
      ["Way too much jargon", "How was the talk?", /jargon|.*/],
      ["Offer evening collection times.", "How could we improve the garage?", /collection|evening/i],
      ["parking toilets wifi prices", "What could we improve?", /parking|toilets|wifi|prices/i],
    ] as const) {
      const f = followUp({ question, answer });
      expect(f, answer).not.toBe("Could you tell me a bit more about what you mean?");
      expect(f, answer).toMatch(word);
    }
  });
});

describe("followUp, a wish for a few more of something", () => {
  it("asks about 'more performance opportunities', never 'a more ...'", () => {
    const asked = followUp({
      question: "What could we do better next term?",
      answer: "Honestly not much, maybe a few more performance opportunities during the term.",
    });
    expect(asked).toMatch(/more performance opportunities/);
    expect(asked).not.toMatch(/\ba more\b/i);
  });
});

describe("followUp, a change asked as a question", () => {
  it.each([
    ["Why not open a bit later on Fridays?", "What could we do better?"],
    ["Could you run a half-term art club?", "What could the studio improve?"],
  ])("asks what '%s' would change, not what went wrong", (answer, question) => {
    const f = followUp({ question, answer });
    expect(f).not.toMatch(/better for you|problem with|went wrong|stood out|Coming back/i);
    expect(f).toMatch(/difference would|change things|help you most|would suit/i);
  });
});

describe("followUp, something sold or done unasked", () => {
  it("takes it as a complaint however its words score", () => {
    const f = followUp({
      question: "Tell us about your experience.",
      answer: "Went in for a phone case, came out with an insurance plan I didn't ask for",
    });
    expect(f).not.toMatch(/stood out|difference did|worked well/i);
  });
});

describe("followUp, the respondent's own people and whole phrasal nouns", () => {
  it("never takes 'my twins' or 'my daughter's X' as the thing", () => {
    expect(
      followUp({
        question: "What do you like most about the club?",
        answer: "My twins absolutely adore it. The coaches are so encouraging.",
      }),
    ).not.toMatch(/twins/i);
    expect(
      followUp({
        question: "What do you like most about the shoe shop?",
        answer: "My daughter's first school shoes came from you.",
      }),
    ).not.toMatch(/daughter/i);
  });
  it("keeps 'the pick up', 'the sign up' whole and reads 'a rip off' as the price", () => {
    const f = followUp({
      question: "What could the nursery do better?",
      answer: "The pick up at the gate is chaotic, parents block the pavement.",
    });
    expect(f).not.toMatch(/\bthe pick\b(?!-up)/i);
    expect(
      followUp({ question: "What could the gym do better?", answer: "The protein bars are a rip off at £4 each." }),
    ).toMatch(/price/i);
  });
  it("asks what time would suit when a set time clashes, not where a wish would help", () => {
    const f = followUp({
      question: "What could the dance school do better?",
      answer: "Lessons start at 4:15 which clashes with the school run. 4:45 would be better.",
    });
    expect(f).toMatch(/time/i);
    expect(f).not.toMatch(/in what situations/i);
  });
  it("does not call 'Miss Kay' 'the miss Kay'", () => {
    const f = followUp({
      question: "What do you like most about the nursery?",
      answer: "Tom has come out of his shell. Miss Kay is wonderful with the babies.",
    });
    expect(f).not.toMatch(/\bthe miss\b|shell|Tom/i);
  });
});

describe("followUp, a second follow-up in the reply's key", () => {
  it("after a praise reply that tells the effect, asks what brought it about, not what difference it made", () => {
    const first = followUp({ question: "What do you like most about the choir?", answer: "The conductor is great." });
    const second = followUp({
      question: first,
      answer: "I was so shy before and now I sing solos at church.",
      previous: [first],
    });
    expect(second).not.toMatch(/difference did|worked well/i);
  });
  it("after a cost told ('had to cancel X'), asks what would need to change, never about X", () => {
    const first = followUp({ question: "What could the gym do better?", answer: "The fees went up by £10 a month." });
    const second = followUp({
      question: first,
      answer: "We had to cancel our cinema nights to afford it.",
      previous: [first],
    });
    expect(second).not.toMatch(/cinema/i);
    expect(second).toMatch(/need to change/i);
    expect(oneQuestion(second)).toBe(true);
  });
  it("after a choice is made among wished things, asks why that one matters, not what to change about it", () => {
    const first = followUp({ question: "What could the library add?", answer: "More comics and audiobooks please" });
    const second = followUp({
      question: first,
      answer: "Manga, graphic novels, that kind of thing.",
      previous: [first],
    });
    expect(second).not.toMatch(/change about/i);
  });
});

describe("followUp, soft faults, offers, nearness and praise over a rival", () => {
  it("takes 'the changing rooms could be tidier' as a fault to ask about, not praise beside it or a wish", () => {
    const f = followUp({
      question: "What could the pool do better?",
      answer: "The lifeguards are doing a great job, only thing is the changing rooms could be tidier.",
    });
    expect(f).toMatch(/changing rooms/i);
    expect(f).not.toMatch(/lifeguards|in what situations|difference would/i);
  });
  it("reads 'you could offer X' as a wish for X, not a fault in it", () => {
    const f = followUp({
      question: "What could the gym do better?",
      answer: "I wonder if you could offer a beginners yoga class on Sunday mornings.",
    });
    expect(f).not.toMatch(/change about|made .+ better/i);
  });
  it("asks about being close by, never about the respondent's home", () => {
    const f = followUp({ question: "What do you like most about the pharmacy?", answer: "It's near our flat." });
    expect(f).not.toMatch(/flat/i);
    expect(f).toMatch(/close/i);
  });
  it("does not ask what another shop does better when the answer praises us over it", () => {
    const f = followUp({
      question: "What do you like most about the garage?",
      answer: "Honest advice. They told me not to replace the boiler when another company said I had to.",
    });
    expect(f).not.toMatch(/other one do better/i);
  });
  it("after asking about a better time, a reply never gets 'what worked well'", () => {
    const first = "What would a better time be for you?";
    const second = followUp({
      question: first,
      answer: "It means I'm always ten minutes late and my son waits.",
      previous: [first],
    });
    expect(second).not.toMatch(/worked well|stood out|made it work/i);
  });

  it("asked again about words that may be no answer, neither quotes them nor asks how 'that' affected them", () => {
    const answer = "spoon elevator march purple sandwich";
    const first = followUp({ question: "What do you like most?", answer });
    const second = followUp({ question: first, answer, previous: [first] });
    expect(second).not.toMatch(/affect|spoon|elevator|sandwich/i);
  });

  it("does not ask what difference a change would make when the answer already says why", () => {
    const f = followUp({
      question: "Anything we could do better?",
      answer: "Maybe share the parts earlier so we can practise at home.",
    });
    expect(f).not.toMatch(/difference would|in what situations/i);
    expect(f).toMatch(/how would you want .+ to work/i);
  });
  it("still asks the difference a change would make when no reason is given", () => {
    const f = followUp({ question: "What could we improve?", answer: "Maybe share the parts earlier." });
    expect(f).toMatch(/difference would|in what situations|want .+ to work/i);
  });
  it("asked twice about a proposal with its reason told, never asks its difference, its effect or what happened", () => {
    const answer = "An online portal to upload receipts would save me posting a shoebox every January.";
    const first = followUp({ question: "What could we improve?", answer });
    const second = followUp({ question: first, answer, previous: [first] });
    for (const f of [first, second]) expect(f).not.toMatch(/difference would|affect|happened/i);
  });

  it("never takes a month or a weekday for someone or something to ask about", () => {
    const answer = "An online portal to upload receipts would save me posting a shoebox every January.";
    const first = followUp({ question: "What could we improve?", answer });
    const second = followUp({ question: first, answer, previous: [first] });
    for (const f of [first, second]) expect(f).not.toMatch(/january/i);
  });

  it("takes 'the X especially' in the mood of the clause before, so the complaint after it leads", () => {
    const f = followUp({
      question: "How was your visit to the taproom?",
      answer: "Beers are class, the hazy IPA especially. Music was way too loud to talk tho.",
    });
    expect(f).toMatch(/music/i);
    expect(f).not.toMatch(/IPA/);
  });
  it("reads what follows a short verdict of fault ('Too easy, ...') as part of the complaint", () => {
    const f = followUp({
      question: "What did you think of the placement test?",
      answer: "Too easy, I got put in B1 and it's stuff I already know",
    });
    expect(f).not.toMatch(/stood out|worked well|difference did/i);
  });
  it("reads 'only managed to use it twice' as a complaint about the thing before it", () => {
    const f = followUp({
      question: "How are you finding your membership?",
      answer: "Laser cutter is always booked up, I've only managed to use it twice in two months.",
    });
    expect(f).toMatch(/laser cutter/i);
    expect(f).not.toMatch(/stood out|worked well|difference did/i);
  });
  it("never makes 'the home' of 'at home' or 'the work' of 'after work'", () => {
    const answer =
      "Really thorough, Dr. Patel spent ages explaining why my knee keeps clicking and gave me exercises I can actually do at home.";
    const first = followUp({ question: "How was your appointment?", answer });
    const second = followUp({ question: first, answer, previous: [first] });
    for (const f of [first, second]) expect(f).not.toMatch(/\bhome\b/i);
  });
  it("agrees the verb with the noun, not with a place word after it", () => {
    const f = followUp({
      question: "What could we do better?",
      answer: "The café upstairs is always out of cake by 2pm and the till queue gets long on Saturdays.",
    });
    expect(f).not.toMatch(/\bdo the café upstairs\b/i);
  });

  it("does not ask what someone did when the answer says it, but what else they did", () => {
    const f = followUp({
      question: "Tell us about your experience.",
      answer: "came for my mate's birthday, staff let us bring a cake in and found us a big table",
    });
    expect(f).not.toMatch(/tell me more about what|cake|birthday/i);
    expect(f).toMatch(/what else did the staff do/i);
    const habit = followUp({
      question: "Anything else you'd like to tell us?",
      answer: "The receptionist Jade always squeezes me in when I'm in agony, couldn't ask for more.",
    });
    expect(habit).toMatch(/what else does Jade do/i);
  });
  it("reads falling short for the money paid as a complaint about value", () => {
    const f = followUp({
      question: "How did you find the brewery tour?",
      answer: "Dave who ran it knew his stuff, really fun. Bit short for £18 though.",
    });
    expect(f).toMatch(/price/i);
  });

  it("asks how a fault should have been met when the answer tells how it was met, not what happened", () => {
    const f = followUp({
      question: "What could we improve?",
      answer: "They left swirl marks on my bonnet and the lad just shrugged when I pointed it out.",
    });
    expect(f).not.toMatch(/what happened/i);
    expect(f).toBe("How would you have wanted it handled when you pointed it out?");
  });

  it("reads waiting for a call back as a promise not kept, not a wait to be served", () => {
    const f = followUp({
      question: "What could we improve?",
      answer:
        "I was quoted £250 for a filling and then charged £340 with no explanation. Still waiting for someone to ring me back about it.",
    });
    expect(f).not.toMatch(/how long did you wait|came to help/i);
    expect(
      followUp({ question: "How was your visit?", answer: "Stood there waiting for someone to serve me for ages." }),
    ).toMatch(/wait/i);
  });

  it("reads being put to trouble ('had to go find a cashpoint') as a complaint, whatever the side remark", () => {
    const f = followUp({
      question: "Tell us about your visit.",
      answer: "Card machine was down so had to go find a cashpoint, otherwise fine.",
    });
    expect(f).toMatch(/card machine/i);
    expect(f).not.toMatch(/stood out|worked well|even better/i);
  });

  it("asks about what is left after an improvement, not what stood out", () => {
    const f = followUp({
      question: "How are you getting on with your treatment?",
      answer: "back is a lot better, still stiff in the mornings",
    });
    expect(f).toBe("What would help with it still being stiff in the mornings?");
    expect(followUp({ question: "How are you getting on?", answer: "much better, still friendly staff" })).not.toMatch(
      /still being/,
    );
  });

  it("asks how they would have liked to be kept informed when news had to be chased", () => {
    const f = followUp({
      question: "What could we do better?",
      answer:
        "Took three chasers before anyone told me my return was filed. Sarah was lovely once I got hold of her though.",
    });
    expect(f).toBe("How would you have liked us to keep you informed?");
  });

  it("never takes a season for a thing to ask about", () => {
    const f = followUp({ question: "How was your stay?", answer: "Came in the summer, the garden was lovely." });
    expect(f).not.toMatch(/summer/i);
  });

  it("reads a reply to a question about a fix that tells what the change is for as a proposal", () => {
    const music = "What would have made the music better for you?";
    const second = followUp({
      question: music,
      answer: "Background level, so you can hear the person next to you.",
      previous: [music],
    });
    expect(second).toBe("What difference would that make for you?");
  });
});

describe("followUp, second turn with the thread", () => {
  const question = "What could we do better?";
  const answer = "The wait was long and the staff seemed stressed";
  const secondAfter = (reply: string, thread = [{ question, answer }]) => {
    const first = followUp({ question, answer });
    return { first, second: followUp({ question: first, answer: reply, previous: [first], thread }) };
  };

  it("turns to the first answer's other point when the reply has nothing to add", () => {
    const { first, second } = secondAfter("no that's all");
    expect(first).toMatch(/wait/);
    expect(second).toMatch(/staff/);
    expect(second).not.toMatch(/more about that/);
  });

  it("stays with the reply when it says something, or when no thread is sent", () => {
    expect(secondAfter("the queue went right out the door at lunchtime").second).not.toMatch(/staff/);
    expect(secondAfter("not really", []).second).not.toMatch(/staff/);
  });
});

describe("followUp, the respondent's own name, greetings and sign-offs", () => {
  it("never asks about the name a respondent introduces themselves with", () => {
    const f = followUp({
      question: "How was your dog's visit?",
      answer: "Hiya, Claire here! He came back looking smart but they cut his ears a lot shorter than I asked.",
    });
    expect(f).not.toMatch(/Claire|hiya/i);
  });
  it("reads past 'it's Priya from the 7pm booking' and 'I'm Ana' to the point", () => {
    const f = followUp({
      question: "How was your escape room experience?",
      answer: "Hey, it's Priya from the 7pm booking. The padlock on the last box kept sticking.",
    });
    expect(f).not.toMatch(/Priya|booking/i);
    expect(f).toMatch(/padlock/i);
  });
  it("leaves out a sign-off with a name", () => {
    for (const answer of [
      "The room was freezing, we all kept our coats on. Cheers, Dan",
      "The room was freezing, we all kept our coats on. Thanks! Dan",
    ]) {
      const f = followUp({ question: "Any other comments?", answer });
      expect(f).not.toMatch(/\bDan\b|cheers|thanks/i);
    }
  });
});

describe("followUp, a short reply read beside the first answer", () => {
  const thread = (question: string, answer: string) => [{ question, answer }];
  it("after 'about 40 minutes' to how long they waited, moves on to what would have made it better", () => {
    const f = followUp({
      question: "How long did you wait?",
      answer: "about 40 minutes",
      previous: ["How long did you wait?"],
      thread: thread("How was your visit?", "We waited a long time for a table even though we'd booked."),
    });
    expect(f).not.toMatch(/affect you|tell me (a bit )?more|say a bit more|minutes/i);
    expect(f).toMatch(/better|easier|differen|handle|change/i);
  });
  it("after a short fact on praise, asks what would make it even better", () => {
    const f = followUp({
      question: "What stood out about the groom?",
      answer: "the bow in her hair",
      previous: ["What stood out about the groom?"],
      thread: thread("How was your dog's groom?", "Lovely job, she smelled amazing"),
    });
    expect(f).not.toMatch(/affect you|what happened|the bow/i);
    expect(f).toMatch(/\?$/);
  });
  it("a short reply that is English is not asked for English", () => {
    const f = followUp({
      question: "Which games would you like more copies of?",
      answer: "Catan mainly",
      previous: ["Which games would you like more copies of?"],
      thread: thread("What could we do better?", "more copies of the popular games"),
    });
    expect(f).not.toMatch(/English|affect you/i);
  });
});

describe("followUp, a verb that opens a sentence is no thing", () => {
  it("never asks about 'the felt' or 'the took'", () => {
    for (const answer of [
      "Felt about right for first timers, we got out with 4 mins to spare",
      "Took ages to get served. Felt like nobody was in charge.",
    ]) {
      const f = followUp({ question: "How did you find it?", answer });
      expect(f).not.toMatch(/\bthe (felt|took)\b/i);
    }
  });
});

describe("followUp, later turns read beside the thread", () => {
  const thread = (question: string, answer: string) => [{ question, answer }];
  it("a short place or time with no judgement moves on from a complaint, never praises it", () => {
    const f = followUp({
      question: "Which table were you at?",
      answer: "the big table by the window",
      previous: ["Which table were you at?"],
      thread: thread("How was your visit?", "We got put on a wobbly table, kept knocking the pieces over."),
    });
    expect(f).not.toMatch(/difference did|stood out|the window|affect you/i);
  });
  it("'3 weeks ish' is a reply, not another language", () => {
    const f = followUp({
      question: "How long does it usually take to get your pieces back?",
      answer: "3 weeks ish",
      previous: ["How long does it usually take to get your pieces back?"],
      thread: thread("What could we improve?", "Getting pieces back from the kiln takes too long."),
    });
    expect(f).not.toMatch(/English|affect you/i);
  });
  it("a reply told in a thread about a fault is not asked what stood out", () => {
    const f = followUp({
      question: "Did you ask for his nails to be done?",
      answer: "yes it was on the booking form",
      previous: ["Did you ask for his nails to be done?"],
      thread: thread("How was your dog's visit?", "Good, but they didn't do his nails"),
    });
    expect(f).not.toMatch(/stood out|difference did|even better/i);
  });
  it("a thing named where fixes were asked for, then a detail, is asked what else, not what would make it better", () => {
    const f = followUp({
      question: "How would you like to get reminders?",
      answer: "text the day before",
      previous: ["How would you like to get reminders?"],
      thread: thread("What could we do better?", "Reminders before appointments"),
    });
    expect(f).not.toMatch(/made reminders better|affect you/i);
  });
});

describe("followUp, first answers that say little or complain quietly", () => {
  it("'nope thats it' is nothing to add, never asked how it affected them", () => {
    const f = followUp({ question: "Anything else you'd like to tell us?", answer: "nope thats it" });
    expect(f).not.toMatch(/affect you|more about that/i);
  });
  it("a part fitted without asking is a complaint", () => {
    const f = followUp({
      question: "Was the price what you expected?",
      answer: "Bit more than quoted, they fitted a new chain without asking first",
    });
    expect(f).not.toMatch(/stood out|even better|worked well/i);
  });
  it("'Stock more graphic novels' is a wish, not a thing called 'the stock more graphic novels'", () => {
    const f = followUp({ question: "What could we do better?", answer: "Stock more graphic novels" });
    expect(f).not.toMatch(/\bthe stock\b/i);
  });
});

describe("followUp, replies with nothing to add and time phrases", () => {
  it("'nothing more to add, thanks' turns to the first answer's untaken point, never asks again for anything at all", () => {
    const f = followUp({
      question: "Could you tell me more about the toilets?",
      answer: "nothing more to add, thanks",
      previous: ["Could you tell me more about the toilets?"],
      thread: [
        { question: "What could we do better?", answer: "The toilets were grim and a few games had missing pieces." },
      ],
    });
    expect(f).toMatch(/games|pieces/i);
  });
  it("'most mornings' is a time, not a thing", () => {
    const f = followUp({ question: "When is it busiest?", answer: "most mornings, the racks are full" });
    expect(f).not.toMatch(/most mornings/i);
  });
  it("'Stock more graphic novels, the one shelf is mostly Marvel' never asks about 'the stock more graphic novels'", () => {
    const f = followUp({
      question: "What could we do better?",
      answer: "Stock more graphic novels, the one shelf youve got is mostly Marvel",
    });
    expect(f).not.toMatch(/\bthe stock\b/i);
  });
});

describe("followUp, nothing to add with every point taken up", () => {
  it("'That's about it' is not pressed for 'anything at all'", () => {
    const f = followUp({
      question: "How much does being close by matter to you?",
      answer: "That's about it.",
      previous: ["How much does being close by matter to you?"],
      thread: [{ question: "What do you like most about us?", answer: "It is close to our house." }],
    });
    expect(f).not.toMatch(/no problem|anything at all/i);
  });
});

describe("followUp, an effect the answer already tells", () => {
  it("'had to shout across the table' is not asked how the music affects them", () => {
    const f = followUp({
      question: "What could we improve?",
      answer:
        "The background music is way too loud to talk over, had to shout across the table. Loved the cakes though",
    });
    expect(f).not.toMatch(/affect/i);
    expect(f).toMatch(/music/i);
  });
});
describe("followUp, an effect told in the first answer", () => {
  it("is not asked for on the next turn", () => {
    const f = followUp({
      question: "What would you want to be different about the website booking system?",
      answer: "It kept logging me out at the payment page.",
      previous: ["What would you want to be different about the website booking system?"],
      thread: [
        {
          question: "What could we do better next term?",
          answer: "The website booking system is clunky, I had to try four times to pay for this term.",
        },
      ],
    });
    expect(f).not.toMatch(/affect/i);
  });
});

describe("followUp, praise turned by 'but' into a complaint with no thing to name", () => {
  it("is asked about the complaint, never what worked well", () => {
    const f = followUp({
      question: "How was your dog's visit?",
      answer: "He came back looking gorgeous but they cut his ears a lot shorter than I asked.",
    });
    expect(f).not.toMatch(/worked well|stood out|made it work|even better/i);
  });
});

describe("followUp, a mixed reply in a thread about a fault", () => {
  it("is never asked what would make it even better", () => {
    const f = followUp({
      question: "What happened at the desk?",
      answer: "she said we'd lost our slot then let us in anyway, just really snappy",
      previous: ["What happened at the desk?"],
      thread: [{ question: "Any other comments?", answer: "The woman at the desk was rude when we were 5 mins late" }],
    });
    expect(f).not.toMatch(/even better|stood out|worked well/i);
  });
});

describe("followUp, a job that took longer than promised", () => {
  it("is asked about the delay, not the part praised before 'but'", () => {
    const f = followUp({
      question: "How was your bike service?",
      answer: "Brakes feel great now but it took 9 days when I was told 3.",
    });
    expect(f).toMatch(/delay|informed/i);
    expect(f).not.toMatch(/brakes/i);
  });
});

describe("followUp, a short reply in a thread", () => {
  const next = (question: string, answer: string, reply: string) => {
    const first = followUp({ question, answer });
    return followUp({ question: first, answer: reply, previous: [first], thread: [{ question, answer }] });
  };

  it("never asks about a bare 'that' with nothing clear for it to point at", () => {
    for (const [question, answer, reply] of [
      ["How was your visit?", "The toilets were dirty", "the ones by the lockers"],
      ["What could we do better?", "Lessons get cancelled at short notice", "twice last month"],
      ["How was the class?", "Loved it, the teacher was great", "every tuesday"],
    ] as const)
      expect(next(question, answer, reply)).not.toMatch(/\bthat( happened)?\?$|affect you\?$/);
  });

  it("turns to the first answer's point nobody has asked about yet", () => {
    expect(
      next("What could we do better?", "The wait was long and the staff seemed stressed", "about 40 minutes"),
    ).toMatch(/staff/);
    expect(next("How was your visit?", "The toilets were dirty and the café was cold", "saturday afternoon")).toMatch(
      /café/,
    );
  });
});

describe("followUp, verbs and names inside the answer", () => {
  const question = "What one change would most improve our service for you?";
  it("reads a past form before how it was as the verb, and keeps the noun spelled the same", () => {
    expect(followUp({ question, answer: "£5 each felt steep for the table fee" })).not.toMatch(/\bthe felt\b/i);
    expect(followUp({ question, answer: "The felt on the big table is worn through" })).toMatch(/\bfelt\b/);
  });
  it("leaves out 'it's Sam again' as it does 'it's Sam'", () => {
    expect(
      followUp({ question, answer: "Hey it's Sam again, the £5 cover charge adds up quickly for a family of four." }),
    ).not.toMatch(/Sam/);
  });
});

describe("followUp, the last open door", () => {
  const closing =
    /^Is there anything (else about it you would like us to know|else you would like to tell us about it|else on this you would like to add)\?$/;
  const close = (question: string) => {
    const thread = [{ question, answer: "It was fine" }];
    const first = followUp({ question, answer: "It was fine" });
    return followUp({ question: first, answer: "nope that's all", previous: [first], thread });
  };

  it("words it by question, so a form of several questions does not close each one alike", () => {
    const questions = [
      "What did you think of the games library?",
      "How was the food?",
      "What could we do better?",
      "Tell us about your visit",
    ];
    const closings = questions.map(close);
    for (const c of closings) expect(c).toMatch(closing);
    expect(new Set(closings).size).toBeGreaterThan(1);
    expect(questions.map(close)).toEqual(closings);
  });

  it("does not open it again when it was asked in another wording", () => {
    const question = "What did you think of the games library?";
    for (const asked of [
      "Is there anything else you would like to tell us about it?",
      "Is there anything else on this you would like to add?",
    ]) {
      const next = followUp({
        question: asked,
        answer: "no",
        previous: ["What is the main reason for your answer?", asked],
        thread: [
          { question, answer: "It was fine" },
          { question: "What is the main reason for your answer?", answer: "it just was" },
        ],
      });
      expect(next).not.toMatch(closing);
    }
  });
});

describe("followUp, what they chose", () => {
  it("asks what they made of the things an answer only names, in their words", () => {
    expect(followUp({ question: "What did you order?", answer: "The nachos" })).toBe(
      "What did you think of the nachos?",
    );
    expect(followUp({ question: "Which games did you play?", answer: "Wingspan and Azul" })).toBe(
      "What did you think of Wingspan and Azul?",
    );
    expect(followUp({ question: "What did you order?", answer: "Nachos and a latte." })).toBe(
      "What did you think of nachos and a latte?",
    );
  });

  it("leaves an answer that already says how it was, or one that would not quote cleanly, to the other probes", () => {
    for (const [question, answer] of [
      ["What did you order?", "The nachos, they were cold"],
      ["What did you order?", "Great nachos"],
      ["What do you usually buy?", "mostly bread n milk"],
      ["What did you play?", "asdfgh"],
    ] as const) {
      expect(followUp({ question, answer }), answer).not.toMatch(/^What did you think of/);
    }
  });
});

describe("followUp, what they would like us to put on", () => {
  const asked = (question: string, answer: string) => followUp({ question, answer });

  it("asks what draws them to a kind of show or a title they name, never what it did or what difference it made", () => {
    for (const question of [
      "What kind of shows would you like us to put on next year?",
      "What show should we do next?",
    ]) {
      for (const answer of ["Comedies.", "Thrillers", "An Inspector Calls.", "Something by Alan Bennett."]) {
        const next = asked(question, answer);
        expect(next, answer).toMatch(/^(What draws you to|Could you tell me more about) /);
        expect(next, answer).not.toMatch(/\b(did|make for you|help you most)\b/);
      }
    }
  });

  it("reads a title or a name asked for as English, whatever language its words are in", () => {
    expect(asked("What show should we do next?", "Les Mis")).toMatch(/\bLes Mis\?$/);
    expect(asked("What kind of shows would you like us to put on next year?", "Aladdin.")).toMatch(/\bAladdin\?$/);
    expect(asked("What show should we do next?", "Muy bien")).not.toMatch(/muy bien/i);
  });
});

describe("followUp, words not to quote and changes asked for", () => {
  const change = "What one change would make the theatre better for you?";

  it("never quotes a typo, text-speak or a judgement of doing something", () => {
    for (const [question, answer, junk] of [
      ["How was the show?", "Becaus its fun and everyone nos the songs", /\bnos\b/],
      [
        "What kind of shows would you like us to put on next year?",
        "Summat like Rocky Horror would be mint",
        /summat/i,
      ],
      ["How did you find booking your tickets online?", "Easy to book.", /\bto book\b/],
    ] as const) {
      expect(followUp({ question, answer }), answer).not.toMatch(junk);
    }
    // An accented word is a word: "the café upstairs" is still quoted.
    expect(followUp({ question: "How was your visit?", answer: "The café was lovely." })).toMatch(/café/);
  });

  it("asks what difference a change to what is there would make, with its verb", () => {
    expect(followUp({ question: change, answer: "Drop the booking fee at least." })).toBe(
      "What difference would dropping the booking fee make for you?",
    );
    expect(followUp({ question: change, answer: "Scrap the card fee" })).toBe(
      "What difference would scrapping the card fee make for you?",
    );
    expect(followUp({ question: change, answer: "Or use Ticketsource like other local groups." })).not.toMatch(
      /the use\b/,
    );
  });
});

describe("followUp, praise given to a question about what to change", () => {
  const change = "What one change would make the theatre better for you?";

  it("asks what stood out in praise with no complaint, never what would have made it better", () => {
    const next = followUp({
      question: change,
      answer: "The interval bar was lovely, cheap wine and homemade cakes, keep that!",
    });
    expect(next).not.toMatch(/\b(change|better|different)\b/);
    expect(next).toMatch(/stood out|difference/);
  });

  it("takes up the complaint after an emoji, not the praise before it", () => {
    expect(followUp({ question: change, answer: "Loved the show ❤️ hated the seats and the bar queue" })).toMatch(
      /\bthe (seats|bar queue)\b/,
    );
  });

  it("still reads a wish named with a kind word as a wish", () => {
    expect(
      followUp({ question: "How could we improve kayak rental?", answer: "Waterproof bags for phones." }),
    ).not.toMatch(/stood out|difference did/);
  });
});

describe("followUp, what the complaint is about", () => {
  const change = "What one change would make the theatre better for you?";

  it("prices the thing the price word stands before", () => {
    expect(
      followUp({
        question: "How did you find booking your tickets online?",
        answer: "Slow website and expensive tickets.",
      }),
    ).toBe("What price would feel fair to you for the tickets?");
  });

  it("never asks what to change about the respondent's own money or time, or about what they struggled to hear", () => {
    expect(followUp({ question: change, answer: "It was a waste of my evening and my money." })).not.toMatch(
      /your (money|evening)/,
    );
    expect(
      followUp({ question: change, answer: "I struggled to hear the actors at the back, the acoustics are poor." }),
    ).not.toMatch(/actors/);
  });
});

describe("followUp, what they had and what they want more of", () => {
  it("never offers a choice between a thing praised and a thing wanted more of", () => {
    const q = "What kind of shows would you like us to put on next year?";
    const asked = followUp({ question: q, answer: "Loved Earnest, more Oscar Wilde" });
    expect(asked).not.toMatch(/^Of /);
    expect(asked).toMatch(/Oscar Wilde/);
    // "more" said of both keeps them together.
    expect(followUp({ question: "What could we do better?", answer: "More costumes and props please" })).toMatch(
      /costumes and the props/,
    );
  });
});

describe("followUp, what a respondent named first", () => {
  it("takes a bare thing named first, before its reason, as the wish", () => {
    expect(
      followUp({
        question: "Is there anything that would make your visits easier?",
        answer: "evening appointments, I cant keep taking time off work for check ups",
      }),
    ).toBe("What difference would evening appointments make for you?");
    expect(
      followUp({
        question: "What would make you more likely to renew?",
        answer: "Honestly a quieter area. The open plan bit gets really loud when the sales team are in",
      }),
    ).toMatch(/a quieter area/);
    // A thing already there, then what is wrong with it, is no wish.
    expect(
      followUp({ question: "What could we improve?", answer: "The phones. Engaged every time I rang" }),
    ).not.toMatch(/What difference would/);
  });

  it("keeps a name's capital and never calls a person 'the'", () => {
    expect(
      followUp({ question: "How did you find your hygienist appointment?", answer: "Sam was really gentle" }),
    ).toMatch(/\bSam\b/);
    expect(
      followUp({
        question: "Why did you decide to cancel your membership?",
        answer: "Moving to Bristol for my partner's job, nothing to do with you guys",
      }),
    ).toMatch(/Bristol/);
  });

  it("reads 'my phone' as a thing, not a call made, and a likeness as no thing there", () => {
    const asked = followUp({
      question: "What could we improve?",
      answer: "wifi. it drops every afternoon around 3, had to tether to my phone twice this week",
    });
    expect(asked).not.toMatch(/phoned/);
    expect(asked).toMatch(/wifi/);
    expect(
      followUp({
        question: "How was your dog handled by the groomers?",
        answer: "Fab!!! my shih tzu came home looking like a little lion",
      }),
    ).not.toMatch(/lion/);
  });
});

describe("followUp, what nobody told them", () => {
  it("asks what they would have liked to be told, after praise of something else", () => {
    expect(
      followUp({
        question: "How did you feel about the treatment options you were given?",
        answer:
          "Being given three options for the gap with prices was really helpful, but nobody explained how long an implant actually takes start to finish",
      }),
    ).toBe("What would you have liked to be told about how long an implant takes?");
  });
});

describe("followUp, a language school's students", () => {
  const rooms = "What do you think of the breakout rooms?";
  it("never reads a verb as a thing: 'nobody talks', 'not planning', 'Lucía drops in', 'the stories Carmen writes'", () => {
    expect(followUp({ question: rooms, answer: "Useful but sometimes awkward when nobody talks" })).not.toMatch(
      /the talks/,
    );
    expect(
      followUp({
        question: "What would make you sign up for the next level?",
        answer: "I'm not planning to continue because I'm moving abroad",
      }),
    ).not.toMatch(/planning/);
    expect(followUp({ question: rooms, answer: "Really good when Lucía drops in to help, otherwise ok" })).not.toMatch(
      /drops/,
    );
    expect(
      followUp({
        question: "Which homework do you do?",
        answer: "I do it all, and I enjoy it, the little stories Carmen writes are brilliant and funny",
      }),
    ).not.toMatch(/stories Carmen/);
  });

  it("reads a nod as a nod and text-speak as English", () => {
    expect(followUp({ question: rooms, answer: "👍" })).not.toMatch(/didn't quite catch/);
    expect(
      followUp({ question: "Which homework do you skip?", answer: "idk just dont hav time after wrk" }),
    ).not.toMatch(/English/);
  });

  it("asks nothing about a fellow student as if they were staff to change", () => {
    expect(
      followUp({ question: rooms, answer: "Good but my partner was usually a complete beginner so it was slow" }),
    ).not.toMatch(/change about the complete beginner/);
  });
});

describe("followUp, content with how things are", () => {
  it.each(["nothing, works fine for us", "its fine i guess", "no it works well"])(
    "asks what works, not what would have made the difference, after '%s' to a question of what to improve",
    (answer) => {
      expect(followUp({ question: "What would improve the residents' parking permit scheme for you?", answer })).toBe(
        "Understood. What is working well for you at the moment?",
      );
    },
  );

  it("still takes up a complaint after 'it's fine but'", () => {
    expect(
      followUp({
        question: "What would improve the parking permit scheme for you?",
        answer: "it's fine but the website is rubbish",
      }),
    ).toMatch(/website/);
  });
});

describe("followUp, a mobile library's readers", () => {
  const ask = (answer: string) => followUp({ question: "What could we do to make the mobile library better?", answer });

  it("reads steep steps as steps, not a price", () => {
    expect(ask("the steps up into the van are really steep for my knees")).not.toMatch(/price/);
    expect(ask("£5 a month is a bit steep")).toMatch(/price/);
  });

  it("keeps what a range is of, with the article it needs", () => {
    expect(ask("bigger selection of kids books")).toBe(
      "What difference would a bigger selection of kids books make for you?",
    );
    expect(ask("more choice of crime novels")).toBe("What difference would more choice of crime novels make for you?");
  });

  it("hears 'no complaints' as content, unless a complaint follows", () => {
    expect(ask("no complaints, it's a lifeline for our village")).toBe(
      "Understood. What is working well for you at the moment?",
    );
    expect(ask("no complaints, though the timetable is rubbish")).toMatch(/timetable/);
  });

  it("reads two English words run together as English", () => {
    expect(screenAnswer("audiobooks!!", "What could we do to make the mobile library better?")).toBe("valid");
  });
});

describe("followUp, a time that clashes with the respondent's day", () => {
  it("asks what time would suit when the visit comes while they are at work", () => {
    expect(
      followUp({
        question: "What could we do to make the mobile library better?",
        answer: "the van comes at 2pm on a tuesday when everyone's at work",
      }),
    ).toMatch(/time/);
  });
});

describe("followUp, a holiday cottage's guests", () => {
  const ask = (answer: string) => followUp({ question: "How was your stay at the holiday cottage?", answer });

  it("takes up the complaint after 'shame about' or 'only downside', not the praise before it", () => {
    expect(ask("Great location, shame about the noise from the pub next door until 1am")).toMatch(/noise/);
    expect(ask("lovely cottage, only downside was the parking")).toMatch(/parking/);
  });

  it("asks about the distance, not the place it is far from", () => {
    expect(ask("It was fine. Bit far from the shops.")).toBe("How did being far from the shops affect you?");
  });

  it("asks what a missing thing meant, but not a trouble spared", () => {
    expect(ask("lovely place but no wifi")).toBe("How did having no wifi affect you?");
    expect(ask("Prices are fair and clearly listed on the website, no surprises.")).not.toMatch(/no surprises/);
  });

  it("hears 'too many stairs for my mum' as an answer, not a story of the respondent's own", () => {
    expect(screenAnswer("too many stairs for my mum", "How was your stay at the holiday cottage?")).toBe("valid");
  });
});

describe("followUp, from a judge's sixty answers", () => {
  it("does not read a comparative told in a story as a wish, and asks what they wanted to be told", () => {
    expect(
      followUp({
        question: "How was your dog's first visit?",
        answer:
          "He had a bit of a scuffle with a bigger dog and came back with a small cut on his ear. Nobody told me at pickup, I found it at home.",
      }),
    ).toBe("What would you have wanted us to tell you, and when?");
  });

  it("asks what would bring back someone who left for reasons of their own", () => {
    expect(
      followUp({
        question: "Why did you stop listening?",
        answer: "dunno really, just fell off it. life got busy, new job, baby etc. might come back",
      }),
    ).not.toMatch(/life|job/);
    expect(
      followUp({
        question: "Why did you cancel your membership?",
        answer: "We moved house to the other side of town so its too far now, nothing wrong with you guys",
      }),
    ).not.toMatch(/house/);
  });

  it("hears 'nothing, its grand' as content, and a pet's story as off the point", () => {
    expect(followUp({ question: "What could we do better?", answer: "nothing, its grand" })).toBe(
      "Understood. What is working well for you at the moment?",
    );
    expect(
      screenAnswer(
        "my cat is called Pickle and she hates the vacuum, anyway my nan used to live in Leeds and we went every summer",
        "What could we do better?",
      ),
    ).toBe("off-topic");
  });
});

describe("followUp, wishes and changes said outright", () => {
  it("asks how much would feel right after 'too much'", () => {
    expect(followUp({ question: "What could we do better?", answer: "too much homework" })).toBe(
      "How much homework would feel about right to you?",
    );
  });

  it("reads 'would love a transcript' as a wish, and a class moved to a day they work as a time that does not suit", () => {
    expect(
      followUp({
        question: "What could we do better?",
        answer: "Would love a transcript for each ep, I'm hard of hearing and the auto captions on youtube are awful",
      }),
    ).toMatch(/transcript/);
    expect(
      followUp({
        question: "What could we do better?",
        answer: "Would love a transcript for each ep, I'm hard of hearing and the auto captions on youtube are awful",
      }),
    ).not.toMatch(/affect/);
    expect(
      followUp({
        question: "Why did you withdraw from the course?",
        answer: "The course moved from Tuesdays to Thursdays halfway through and I work Thursdays",
      }),
    ).toMatch(/time/);
  });
});

describe("followUp, a hospital's parking answers", () => {
  const q = "What would improve parking at the hospital?";
  it("asks what would have made the task quicker when the time went on it", () => {
    expect(followUp({ question: q, answer: "Took 35 minutes to find a space and I was late for my appointment" })).toBe(
      "What would have made finding a space quicker for you?",
    );
    expect(followUp({ question: q, answer: "it took ages to get out of the car park" })).toBe(
      "What would have made getting out of the car park quicker for you?",
    );
    // A short wait, or one they were fine with, is no complaint about the task.
    expect(followUp({ question: q, answer: "took 5 minutes to park, dead easy" })).not.toMatch(/quicker/);
    expect(followUp({ question: q, answer: "took 20 minutes to check in, fine really" })).not.toMatch(/quicker/);
  });

  it("asks for a suggestion when told who should not have to pay, and blames no one", () => {
    const asked = followUp({ question: q, answer: "Staff should not have to pay to park at their own workplace" });
    expect(asked).toBe("What would you suggest instead?");
  });

  it("never quotes a country visited or words strung together", () => {
    const spain = followUp({ question: q, answer: "I went to Spain last year and the parking there was free" });
    expect(spain).not.toMatch(/Spain/);
    expect(followUp({ question: q, answer: "banana telephone purple running quickly under" })).not.toMatch(
      /banana|telephone|purple/,
    );
  });
});

describe("followUp, from a judge's sixty answers (round 2)", () => {
  it("screens insults, a chanted complaint and a bare 'k'", () => {
    expect(
      screenAnswer("you're all crooks and I hope you go bust", "Is there anything we could have done better?"),
    ).toBe("hostile");
    expect(screenAnswer("you are useless and so is this stupid form", "How could your instructor improve?")).toBe(
      "hostile",
    );
    const chant = "the council is corrupt the council is corrupt the council is corrupt";
    expect(screenAnswer(chant, "What do you think of the proposed changes?")).toBe("hostile");
    expect(screenAnswer("more parking more parking more parking", "What do you think of the proposed changes?")).toBe(
      "valid",
    );
    expect(screenAnswer("k", "What would encourage you to shop with us more often?")).toBe("empty");
  });

  it("hears a life story about coming, and a refusal, as answers", () => {
    expect(
      screenAnswer(
        "After my husband died I didn't go out much. Coming on Thursday nights gave me a reason to get dressed up and see friends again",
        "What do you enjoy most about rehearsals?",
      ),
    ).toBe("valid");
    expect(
      screenAnswer(
        "we got turned down the first time bc we dont have a garden, which felt unfair for a cat that was going to be indoor anyway",
        "How did you find the adoption process?",
      ),
    ).toBe("valid");
  });

  it("quotes neither where they moved, who they are, a rival's tool nor a product it works with", () => {
    const ask = (question: string, answer: string) => followUp({ question, answer });
    expect(
      ask(
        "Why did you stop visiting?",
        "Moved to the other side of town and the branch near me has tiny opening hours",
      ),
    ).not.toMatch(/side|town/);
    expect(
      ask(
        "What do you think of the proposed changes to the town centre parking?",
        "As a blue badge holder I'm worried the disabled spaces are being moved further from the chemist",
      ),
    ).not.toMatch(/holder/);
    const rival = ask(
      "What almost stopped you from signing up?",
      "We'd been burned by another tool that changed its prices after a year so I spent ages reading your terms. Also the GDPR page was hard to find",
    );
    expect(rival).not.toMatch(/tool|its prices/);
    expect(rival).toMatch(/the GDPR page/);
    expect(
      ask(
        "What almost stopped you from signing up?",
        "Nothing really, the onboarding video was clear. Only hesitation was whether it integrates with Jira",
      ),
    ).not.toMatch(/Jira|hesitation/);
  });
});

describe("followUp, praise beside a complaint of something else", () => {
  it("never asks to change what was loved, nor blames staff for a form", () => {
    const q = "What do you enjoy most about rehearsals?";
    expect(
      followUp({ question: q, answer: "I love learning new pieces but Brian's warm ups go on way too long" }),
    ).not.toMatch(/change about the new pieces/);
    expect(followUp({ question: q, answer: "I love learning new pieces but the warm ups go on way too long" })).toMatch(
      /warm-ups/,
    );
    expect(
      followUp({
        question: "How did you find the adoption process?",
        answer:
          "The staff clearly care about the dogs, but we filled in the same form three times and waited six weeks",
      }),
    ).not.toMatch(/wanted the staff to do differently/);
    // The turn that speaks of the guide is still about the guide.
    expect(
      followUp({
        question: "What did you think of the tour?",
        answer: "The guide knew a lot but we could barely hear her",
      }),
    ).toMatch(/guide/);
  });
});

describe("followUp, what keeps happening and what went up", () => {
  it("asks what price would feel fair after a rise, and how cancellations affected them", () => {
    expect(
      followUp({
        question: "What would encourage you to shop with us more often?",
        answer: "Love the sausages but the prices have gone up loads this year, hard to justify it every week",
      }),
    ).toBe("What would feel like a fair price to you?");
    expect(
      followUp({
        question: "How could your instructor improve your lessons?",
        answer: "Shes very patient but lessons keep getting cancelled last minute, three times this month",
      }),
    ).toBe("How have the cancellations affected you?");
    expect(
      followUp({
        question: "How could your instructor improve your lessons?",
        answer: "Stop checking his phone while I'm driving",
      }),
    ).not.toMatch(/his phone/);
  });
});

describe("screenAnswer, from the final judge's sixty answers", () => {
  it("hears a comparative and a suggestion as answers", () => {
    expect(screenAnswer("Quieter", "How could we make visits less stressful for your pet?")).toBe("valid");
    expect(
      screenAnswer(
        "If you did a horror themed one for halloween",
        "What would make you come back to play another room?",
      ),
    ).toBe("valid");
  });

  it("screens scorn for our money, 'blah blah', 'dunno ask him' and a cousin's wedding plans", () => {
    const q = "What would make you listen more often?";
    expect(screenAnswer("you lot just want my money", q)).toBe("hostile");
    expect(screenAnswer("blah blah blah blah", q)).toBe("empty");
    expect(screenAnswer("dunno ask him", q)).toBe("empty");
    expect(screenAnswer("my cousin is getting married in june and we still havent booked flights lol", q)).toBe(
      "off-topic",
    );
    expect(
      followUp({
        question: "What would make you come back?",
        answer: "the weather was nice today so we went to the beach after",
      }),
    ).not.toMatch(/beach|weather/);
  });

  it("reads a fourth judge's answers: a surprise beside praise, a named pianist, a partner who was not keen", () => {
    const q = "What did you think of the swarm-collection taster day at the apiary?";
    expect(
      followUp({ question: q, answer: "Loved it. Didn't expect to be allowed so close to the hive." }),
    ).not.toMatch(/change|better|different/);
    const singing = "How did your husband find the singing group?";
    const sally = followUp({
      question: singing,
      answer: "He sleeps better on Tuesday nights after the session. Sally the pianist is brilliant with him.",
    });
    expect(sally).toContain("Sally");
    expect(sally).not.toMatch(/the sally/i);
    expect(followUp({ question: singing, answer: "Daisy, the pianist, is lovely" })).not.toMatch(/which matters/);
    expect(
      screenAnswer("brill day!! my partner wasnt keen at first but hes now talking about getting a hive lol", q),
    ).toBe("valid");
  });

  it("asks of someone else's experience without 'for you'", () => {
    const probe = followUp({
      question: "How did the livestream of the funeral service work for you and your family?",
      answer: "My mum watched from Australia at 3am her time. The picture froze during the eulogy which was hard.",
    });
    expect(probe).toContain("picture");
    expect(probe).not.toMatch(/for you\?$/);
  });

  it("takes up what broke, not what came of it, and asks of praise what was liked", () => {
    const probe = followUp({
      question: "How has the new food-waste caddy collection worked for your household?",
      answer:
        "the lid clip broke in the first week and now foxes get into it every night, theres bones all over the drive",
    });
    expect(probe).toContain("the lid clip");
    expect(probe).not.toMatch(/bones/);
  });

  it("asks of one bigger thing wished for with its article", () => {
    const probe = followUp({
      question: "What would make the new food-waste caddy collection easier for your household?",
      answer: "Bigger caddy. We're a family of six and it's full by Tuesday.",
    });
    expect(probe).toContain("a bigger caddy");
  });

  it("reads a wish only within its sentence", () => {
    const probe = followUp({
      question: "How did you find booking on the new ferry app?",
      answer:
        "Much better than the old website tbh. Would be nice if it remembered my reg plate though, I type it in every single week.",
    });
    expect(probe).not.toMatch(/old website/);
  });

  it("never takes up a sum of money or 'every word', and keeps a plural's verb", () => {
    const q = "What did you think of the tool library?";
    expect(
      followUp({
        question: q,
        answer: "Borrowed the wallpaper steamer and a ladder, saved me about 80 quid. Brilliant idea.",
      }),
    ).not.toMatch(/quid/);
    expect(
      followUp({
        question: "How was your stay at the lighthouse?",
        answer: "Beautiful spot but the wood burner smoked the whole place out and there were no instructions",
      }),
    ).not.toMatch(/there was no instructions/);
  });

  it("reads a fault said to be hardly there as praise", () => {
    expect(
      followUp({
        question: "How did the shearing go?",
        answer: "Done 340 ewes in a day and a half, tidy job, hardly any nicks. Will book again.",
      }),
    ).not.toMatch(/nicks|change/);
  });

  it("does not ask how it affected them when the answer says so", () => {
    expect(
      followUp({
        question: "How did borrowing go?",
        answer:
          "the hedge trimmer battery was dead when i picked it up and theres no charger in the bag so was useless for the weekend",
      }),
    ).not.toMatch(/affect/);
  });

  it("screens starred swearing at the questions, and another place's opening hours asked about", () => {
    const q = "What did you think of the bell-ringing taster?";
    expect(screenAnswer("f*** off with your stupid questions", q)).toBe("hostile");
    expect(followUp({ question: q, answer: "f*** off with your stupid questions" })).not.toMatch(
      /stupid|questions better/,
    );
    expect(screenAnswer("the questions in the quiz were stupid", "How was the pub quiz?")).toBe("valid");
    const swap = "What would make the allotment society's seed swap more useful?";
    expect(screenAnswer("Does anyone know if the Co-op on Mill Street is open on Sundays?", swap)).toBe("off-topic");
    expect(screenAnswer("does anyone know if the seed swap is open on sundays?", swap)).toBe("valid");
  });

  it("never takes up 'yr' of an age or 'fair play' said as thanks", () => {
    const q = "How was the night navigation exercise?";
    expect(followUp({ question: q, answer: "my 12 yr old went with her scout group and loved it" })).not.toMatch(
      /\byr\b/,
    );
    expect(followUp({ question: q, answer: "got someone from the council on the next night. Fair play." })).not.toMatch(
      /fair play/i,
    );
  });

  it("screens a landlord's boiler or a car insurance rise as life elsewhere, unless it is what was asked", () => {
    const museum = "How did you find the audio guide at the lighthouse museum?";
    expect(screenAnswer("My landlord still hasn't fixed the boiler and it's been three weeks now", museum)).toBe(
      "off-topic",
    );
    expect(screenAnswer("my car insurance went up again 40% this year unbelievable", museum)).toBe("off-topic");
    expect(
      screenAnswer(
        "My landlord still hasn't fixed the boiler and it's been three weeks now",
        "How happy are you with how your landlord handles repairs?",
      ),
    ).toBe("valid");
    expect(
      screenAnswer("the boiler broke on day two and we had no hot water", "How was your stay in the holiday cottage?"),
    ).toBe("valid");
  });

  it("asks a favour of us as off the question, and quotes nothing of a reply after an answer off the question", () => {
    const car = "Tell us about your experience picking up your rental car.";
    expect(screenAnswer("Do you know a good place to eat in Malaga? My wife and I are looking for tapas", car)).toBe(
      "off-topic",
    );
    expect(screenAnswer("do you know when the car will be fixed? the brakes squeal", car)).toBe("valid");
    const journey = "How was your journey with us today?";
    const cat = "My cat had kittens last night, five of them! One is all black and we called her Shadow.";
    const first = followUp({ question: journey, answer: cat });
    const second = followUp({
      question: first,
      answer: "do you want one? they're free to a good home",
      previous: [first],
      thread: [{ question: journey, answer: cat }],
    });
    expect(second).not.toMatch(/home|kitten|one\b/i);
    expect(second).not.toMatch(/tell me a bit more/i);
    expect(
      screenAnswer(
        "Which phone should I buy for my grandma? She's 82 and can't see small text.",
        "How did your phone repair go?",
      ),
    ).toBe("off-topic");
  });

  it("reads two short sentences, an intensified adjective and a comparison as no things to ask about", () => {
    const car = "Tell us about your experience picking up your rental car.";
    expect(followUp({ question: car, answer: "Smooth. Took 10 minutes." })).not.toMatch(/Smooth\. Took/);
    const salon = "How did you feel about your haircut at the salon?";
    expect(
      followUp({ question: salon, answer: "took my son for his first haircut, they were really patient with him" }),
    ).not.toMatch(/the patient/);
    expect(
      followUp({ question: salon, answer: "good cut but the colour came out more orange than the photo i showed" }),
    ).not.toMatch(/more orange|orange help/);
  });

  it("asks how they would like to be told when what they ended up doing is told, and never 'even better' after a loss", () => {
    const pharmacy = "How satisfied were you with the service at our pharmacy?";
    const late = "prescription wasn't ready even though the GP sent it 3 days ago. had to come back the next day";
    expect(followUp({ question: pharmacy, answer: late })).not.toMatch(/end up doing/);
    const vet = "How was your most recent visit to our veterinary clinic?";
    const rabbit =
      "my daughter was really upset because our rabbit had to be put down but the nurse Gemma sat with her and was so kind";
    const first = followUp({ question: vet, answer: rabbit });
    const second = followUp({
      question: first,
      answer: "She explained everything to my daughter in a way a 9 year old could understand.",
      previous: [first],
      thread: [{ question: vet, answer: rabbit }],
    });
    expect(second).not.toMatch(/even better/);
    const ed = "Please tell us about your recent visit to our emergency department.";
    const died = "My husband died there in March. I just wish the doctor had spoken to me before rather than after.";
    const f1 = followUp({ question: ed, answer: died });
    expect(
      followUp({
        question: f1,
        answer: "I wasn't told how serious it was.",
        previous: [f1],
        thread: [{ question: ed, answer: died }],
      }),
    ).not.toMatch(/affect(ed)? you/);
  });

  it("stays in the respondent's language when the reply is too short to tell it", () => {
    const pool = "What could we improve at the leisure centre pool?";
    const answer = "La piscina está bien pero los vestuarios están sucios";
    const first = followUp({ question: pool, answer });
    const second = followUp({
      question: first,
      answer: "No hablo inglés, lo siento",
      previous: [first],
      thread: [{ question: pool, answer }],
    });
    expect(second).toBe("¿Hay algo más que le gustaría añadir?");
  });

  it("reads what the business did with the order as an answer, and a reply in a real thread as going on", () => {
    const order = "Tell us about your latest grocery delivery order.";
    expect(
      screenAnswer(
        "half the bananas were brown and they subbed oat milk for regular milk without asking, my daughter is allergic to oats",
        order,
      ),
    ).toBe("valid");
    const app = "What do you think of our mobile banking app?";
    const answer = "transferring money to someone new takes like 5 screens and a code that never arrives by SMS";
    const first = followUp({ question: app, answer });
    const second = followUp({
      question: first,
      answer: "yesterday I tried 3 times to pay my landlord and gave up, went to the branch",
      previous: [first],
      thread: [{ question: app, answer }],
    });
    expect(second).not.toMatch(/Coming back to the question/);
  });

  it("never takes up the owner of a thing, an intensified adjective or someone else's repeated calls", () => {
    const gym = "How was your most recent visit to our gym?";
    expect(
      followUp({
        question: gym,
        answer: "the women's changing room showers were cold again and two of the lockers are still broken",
      }),
    ).not.toMatch(/the women\b/);
    const order = "Tell us about your latest grocery delivery order.";
    expect(
      followUp({
        question: order,
        answer: "Driver carried everything up 3 flights of stairs since I'm on crutches. Super kind.",
      }),
    ).not.toMatch(/super kind/i);
    const app = "What do you think of our mobile banking app?";
    expect(
      followUp({
        question: app,
        answer:
          "My elderly father uses it and the text is way too small for him. He called me confused four times last week.",
      }),
    ).not.toMatch(/you first called/);
    // "the kitchen's a bit of a bombsite": that "'s" is "is", and the kitchen is still the point.
    expect(
      followUp({
        question: "How was your first week in the office?",
        answer: "only thing is the kitchen's a bit of a bombsite by the afternoon",
      }),
    ).toMatch(/kitchen/);
  });

  it("asks nothing a reply has told: how it was handled, what a change would do, how it affected them", () => {
    const ask = (question: string, answer: string, reply: string) => {
      const first = followUp({ question, answer });
      return followUp({ question: first, answer: reply, previous: [first], thread: [{ question, answer }] });
    };
    const gym = "How was your most recent visit to our gym?";
    expect(
      ask(
        gym,
        "the changing room showers were cold again, which I reported a month ago",
        "I told the front desk, she wrote it down but nothing happened",
      ),
    ).not.toMatch(/How was it handled|put it right/);
    expect(
      ask(
        gym,
        "pls open earlier on weekends, 9am is way too late for ppl who work",
        "7 would be great, I could get a workout in before my kids wake up",
      ),
    ).not.toMatch(/difference would|change things/);
    const dentist = "How did your recent dental appointment go?";
    expect(
      ask(
        dentist,
        "i was terrified, the hygienist didnt judge me at all and that meant a lot",
        "she explained every step before doing it",
      ),
    ).not.toMatch(/affect you/);
  });

  it("follows up a real reply after name-calling or an answer off the question as the first real answer", () => {
    const second = secondFollowUp;
    const album = "How would you rate your wedding album?";
    const late = second(album, "this survey is a waste of my time you idiots", "the album was fine, delivered late");
    expect(late).not.toMatch(/coming back|first thing that comes to mind/i);
    expect(late).toMatch(/late|deliver/i);
    const repairs = "How do you feel about the repairs service in your building?";
    expect(
      second(repairs, "I reckon the weather on Mars is nicer than here right now", "the repairs are slow to be honest"),
    ).toMatch(/repairs/);
    const artist = second("What did you think of your tattoo artist?", "f*** off with your surveys", "she was good");
    expect(artist).not.toMatch(/coming back/i);
    // "maybe" is English: a two-word idea after "idk" is no other language.
    expect(second("What features would you like to see next in the game?", "idk", "maybe multiplayer")).not.toMatch(
      /English/,
    );
    // "£45 felt about right": "felt" is how it was, never a thing.
    expect(
      followUp({ question: "What did you think of the entry fee for the rally?", answer: "£45 felt about right" }),
    ).not.toMatch(/\bfelt\b/);
  });

  it("asks what a suggestion in a reply would change, never how it affected them", () => {
    const hall = "What did you think of the model railway exhibition?";
    const answer =
      "The N gauge layouts were amazing but the hall was really cramped and kids couldn't see over the barriers";
    const first = followUp({ question: hall, answer });
    const next = followUp({
      question: first,
      answer: "Maybe some step boxes or lower layouts for little ones",
      previous: [first],
      thread: [{ question: hall, answer }],
    });
    expect(next).not.toMatch(/affect(ed)? you/);
    expect(next).toBe("What difference would that make for you?");
  });

  it("keeps a thread in the language it began in, and knows German by its words", () => {
    const stay = "How was your stay?";
    const answer = "Nos encantó, pero hacía mucho frío por la noche.";
    const first = followUp({ question: stay, answer });
    const next = followUp({
      question: first,
      answer: "La cama era cómoda.",
      previous: [first],
      thread: [{ question: stay, answer }],
    });
    expect(next).toMatch(/¿/);
    expect(followUp({ question: "How did you hear about us?", answer: "Mein Nachbar hat mir davon erzählt." })).toMatch(
      /Danke|Können|Könnten/,
    );
    // A language the engine has no words for is asked in English, never a neighbour's.
    expect(followUp({ question: "How was the swim?", answer: "Roedd y pwll yn oer iawn heddiw" })).toMatch(/English/);
  });

  it("never takes up what is said to be absent, a verb with its particle, praise beside a complaint or the respondent's shift", () => {
    expect(
      followUp({
        question: "How would you rate the stitching on your wallet?",
        answer: "solid, no loose threads after 6 months in my back pocket",
      }),
    ).not.toMatch(/loose threads/);
    expect(
      followUp({
        question: "What do you think of the idea of turning the old tram depot into artist studios?",
        answer: "I like the idea in principle but I'm worried about parking, Depot Road is already full every evening",
      }),
    ).toBe("What worries you most about parking?");
    expect(
      followUp({
        question: "How satisfied are you with the wifi in the coworking space?",
        answer: "It's fine most days but drops out every afternoon around 3, which is when I have calls.",
      }),
    ).not.toMatch(/drops/);
    expect(
      followUp({
        question: "What did you think of the glamping pod?",
        answer: "so so. bed was comfy but the pod was freezing at night, the heater barely worked",
      }),
    ).not.toMatch(/\bbed\b/);
    expect(
      followUp({
        question: "What do you think of the new bus timetable?",
        answer: "its rubbish, the 42 now stops at 6pm so i cant get home from my shift",
      }),
    ).not.toMatch(/shift/);
  });

  it("reads round 11's real answers as real, and a favourite food as off the question", () => {
    const again = (question: string, answer: string, reply: string) => {
      const first = followUp({ question, answer });
      return followUp({ question: first, answer: reply, previous: [first], thread: [{ question, answer }] });
    };
    expect(
      screenAnswer("Dave was a legend, sorted the dimmer issue in ten minutes.", "How helpful was our technician?"),
    ).toBe("valid");
    expect(
      again(
        "How quickly was your IT ticket resolved?",
        "this survey is a waste of time you useless idiots",
        "fine, it took 2 days",
      ),
    ).not.toMatch(/coming back/i);
    expect(
      again(
        "What did you think of the llama trek?",
        "shit. absolute rip off, go to hell",
        "the llamas were fine but the guide was rude",
      ),
    ).toMatch(/guide/);
    expect(
      again(
        "How would you rate your canal boat tour guide?",
        "asdkjh qwpoe zmxn",
        "sorry cat on keyboard, guide was fine",
      ),
    ).not.toMatch(/sorry|cat|keyboard/);
    expect(
      screenAnswer("My favourite food is lasagne, always has been.", "What games would you like us to stock?"),
    ).toBe("off-topic");
    expect(screenAnswer("My favourite food is lasagne.", "How was your meal?")).toBe("valid");
  });

  it("asks a length that was too short what would have been right, and a worry first", () => {
    expect(
      followUp({
        question: "What did you think of the llama trek?",
        answer: "Too short honestly, we'd barely got going and it was back to the farm.",
      }),
    ).toBe("How long would have felt about right to you?");
    expect(
      followUp({
        question: "How do you feel about the plan to convert the bus depot into housing?",
        answer:
          "I support the housing but I'm worried about traffic on Mill Lane, it's already gridlocked at school time.",
      }),
    ).toMatch(/traffic/);
    expect(
      followUp({
        question: "How did you feel about the price of the tree?",
        answer: "£85 felt steep for a 6ft Nordmann but it's a treat once a year so whatever",
      }),
    ).not.toMatch(/\bft\b/);
  });

  it("never probes a loss told in a reply", () => {
    const question = "How did you find your pet portrait session?";
    const answer = "Lovely, the photos of our old dog are perfect.";
    const first = followUp({ question, answer });
    expect(
      followUp({
        question: first,
        answer: "He passed away two months after the shoot, so they mean a lot.",
        previous: [first],
        thread: [{ question, answer }],
      }),
    ).toBe("Thank you for sharing that. Is there anything else you would like to tell us?");
  });

  it("follows up round 12's real replies after an answer off the question", () => {
    const again = (question: string, answer: string, reply: string) => {
      const first = followUp({ question, answer });
      return followUp({ question: first, answer: reply, previous: [first], thread: [{ question, answer }] });
    };
    expect(
      again(
        "What do you think of the new shopping list feature?",
        "The weather has been awful all week.",
        "haven't used it really",
      ),
    ).toBe("What has kept you from using it so far?");
    expect(
      again(
        "What do you think of the archery club newsletter?",
        "who cares you idiots, stop emailing me",
        "I get like three a week, it's too many.",
      ),
    ).toBe("How often would suit you better?");
    const river = again(
      "How did you find the volume of the guide's voice?",
      "My sister is moving to Canada next month.",
      "Could hear fine most of the time, bit quiet by the river.",
    );
    expect(river).not.toMatch(/coming back|river/i);
  });
});

describe("followUp, round 24: kept in the dark, a report ignored, a sum not worth it", () => {
  it.each([
    [
      "How did you feel about communication from the camp?",
      "didnt know my son had been stung by a wasp until he told me at tea time. someone shouldve said at pickup",
      "How would you have liked us to keep you informed?",
    ],
    [
      "How safe do you feel using the app?",
      "mostly ok but ive had a couple of guys use it like a dating app, reported them and nothing happened",
      "What would you have expected us to do after you reported them?",
    ],
    [
      "Why did you cancel your premium subscription?",
      "not worth £9.99 a month, the free version does 90% of what i need",
      "What price would feel fair to you?",
    ],
  ])("to %s, answered %s, asks %s", (question, answer, expected) => {
    expect(followUp({ question, answer })).toBe(expected);
  });
});

describe("followUp, round 24's second turns", () => {
  const second = secondFollowUp;
  it("asks what a suggestion in a reply would change, and never a phrase cut at 'one'", () => {
    expect(
      second(
        "What could we do better?",
        "answer the phone lol. rang 4 times to see if my bike was ready",
        "a text when its done would be plenty",
      ),
    ).toBe("What difference would that make for you?");
    expect(
      second(
        "How easy was it to book an appointment?",
        "online booking kept saying no slots for 2 weeks but when i rang they fitted me in same day?? confusing",
        "just make the online one show the real availability tbh",
      ),
    ).not.toMatch(/one show/);
    expect(
      second(
        "How are you finding the app so far?",
        "good for finding people but like 80% of matches never reply to messages",
        "maybe show when someone was last active? so i dont waste my time",
      ),
    ).not.toMatch(/affect/);
  });
  it("thanks a reply that tells of a worry about health, and probes it no further", () => {
    expect(
      second(
        "How was your pet's appointment today?",
        "Dr Okafor was so kind with our old lab, took her time and explained everything about the lump. really appreciated it",
        "she said its most likely fatty but theyre testing it so we wait",
      ),
    ).toBe("Thank you for sharing that. Is there anything else you would like to tell us?");
  });
});

describe("followUp, what the respondent has and who they are with", () => {
  it.each([
    [
      "How easy is it to browse the shop?",
      "too cramped, cant get a pushchair down the aisles, but the book section is well organised",
      /aisles/,
    ],
    ["How spicy was the chicken?", "the 'mild' is NOT mild lmao my mate cried", /^(?!.*mate).*$/],
    [
      "How was the ice cream van route this summer?",
      "never comes down our cul-de-sac, always stops at the main road",
      /^(?!.*(cul-de-sac|stood out)).*$/,
    ],
    [
      "How is your new dog settling in?",
      "shes brill, bit anxious around men still but sleeping through the night now",
      /^(?!.*(brill|\bmen\b)).*$/,
    ],
    [
      "How was your experience with our removal crew?",
      "On time, super careful with the piano, one of the lads even reassembled our bed. 10/10",
      /stood out/,
    ],
  ])("to %s, answered %s, asks %s", (question, answer, expected) => {
    expect(followUp({ question, answer })).toMatch(expected);
  });
  it("takes 'who cares' beside praise as a shrug, and 'no response' in a reply as how it was handled", () => {
    expect(
      screenAnswer(
        "loved it!! Sarah was so patient, my bowl came out wonky but who cares",
        "How was your pottery taster evening?",
      ),
    ).toBe("valid");
    const question = "How is the allotment water supply?";
    const answer = "the standpipe near plot 40 has been broken since april, we carry cans from the gate";
    const first = followUp({ question, answer });
    expect(
      followUp({
        question: first,
        answer: "yes told the committee twice, no response",
        previous: [first],
        thread: [{ question, answer }],
      }),
    ).toBe("How would you have liked us to respond once you raised it?");
  });
});

describe("followUp, facts of use and times ruled out", () => {
  it.each([
    [
      "What day suits you best for chess club?",
      "Tuesdays or Thursdays, not fridays",
      "What makes Fridays difficult for you?",
    ],
    [
      "Which shows do you listen to on the radio station?",
      "the breakfast show when im driving",
      /^(Could you tell me more about|What do you enjoy most about) the breakfast show\?$/,
    ],
    [
      "How did you hear about us?",
      "Walked past on my run to work and saw the sign",
      "What about the sign caught your interest?",
    ],
  ])("to %s, answered %s, asks %s", (question, answer, expected) => {
    expect(followUp({ question, answer })).toMatch(expected);
  });
});

describe("followUp, a clause waved away", () => {
  it("asks about who was praised, not what the respondent waved away", () => {
    expect(
      followUp({
        question: "How was your pottery taster evening?",
        answer: "loved it!! Sarah was so patient, my bowl came out wonky but who cares",
      }),
    ).toBe("What in particular about Sarah stood out to you?");
  });
});

describe("followUp, second turns that take up the reply", () => {
  const second = secondFollowUp;
  it("asks what a suggestion would change, what would help a worry, and how a call nobody answered should have gone", () => {
    expect(
      second(
        "What could we improve about video appointments?",
        "the link came 2 mins before and my exercises cant really be checked on camera",
        "maybe send the link the day before and do a mix of in person and video",
      ),
    ).toBe("What difference would that make for you?");
    expect(
      second(
        "How well did the beginners' course prepare you to keep your own hive?",
        "Pretty well on theory but we never actually opened a hive ourselves, just watched",
        "Handling frames and spotting the queen. I'm still nervous about doing it alone",
      ),
    ).toBe("What would help you feel more confident about that?");
    expect(
      second(
        "How was the install day?",
        "lads were grand but scaffolding stayed up for 3 weeks after, neighbours were not happy",
        "nobody answered the phone at the scaffold company, I rang 4 times",
      ),
    ).toBe("How would you have liked us to respond once you raised it?");
  });
});

describe("followUp, a service wished for", () => {
  it("names what 'it would be great if you' did, as a doing", () => {
    expect(
      followUp({
        question: "Is there anything you'd like us to offer?",
        answer: "Would be great if you serviced ebike batteries, theres nowhere local that does them",
      }),
    ).toBe("What difference would servicing ebike batteries make for you?");
    expect(followUp({ question: "Anything else?", answer: "would be nice if you stocked oat milk" })).toBe(
      "What difference would stocking oat milk make for you?",
    );
  });
});

describe("followUp, a misspelt wish and a 'let me'", () => {
  it.each([
    [
      "How did you feel in the waiting room?",
      "bit stressful, cats and dogs all in one room and my cat was terrified. a seperate cat area would help",
      "What difference would a separate cat area make for you?",
    ],
    [
      "How could we improve the audio guide?",
      "let me download it on my own phone, the handsets are a bit gross tbh",
      "What difference would being able to download it on your own phone make for you?",
    ],
  ])("to %s, answered %s, asks %s", (question, answer, expected) => {
    expect(followUp({ question, answer })).toBe(expected);
  });
});

describe("followUp, round 26's real answers", () => {
  it.each([
    [
      "How reliable is the service?",
      "The 10.15 from Upton hasnt turned up twice this month and theres no way of finding out its cancelled. Stood in the rain 40 mins",
      /^How would you have liked us to keep you informed\?$/,
    ],
    [
      "How did you hear about us?",
      "my vet reccomended you",
      /^From what you heard, what made you want to give us a try\?$/,
    ],
    ["What do you think of our delivery charges?", "£14.95 delivery on a £20 order. *slow clap*", /^(?!.*clap).*\?$/],
    [
      "What do you think of our prices?",
      "£11 for a same day in zone 1 is fair. the £6 surcharge for anything over 5kg is taking the mick though",
      /surcharge/,
    ],
    [
      "How was your visit?",
      "Left my jacket behind last time and the staff kept it safe for a week, really appreciated that",
      /stood out/,
    ],
  ])("to %s, answered %s, asks %s", (question, answer, expected) => {
    expect(followUp({ question, answer })).toMatch(expected);
  });
});

describe("followUp, what they saw of ours and a name doing something", () => {
  it("asks what about our stall caught their interest, and never quotes a name with its verb", () => {
    expect(
      followUp({
        question: "How did you find us?",
        answer: "Saw your stall at the ceramics fair in Stoke last year, then kept seeing you on insta",
      }),
    ).toBe("What about our stall caught your interest?");
    expect(
      followUp({
        question: "How easy is booking the community bus?",
        answer: "Easy enough, ring the number and Margaret sorts it. Only problem is the line's only open 9 til 12",
      }),
    ).not.toMatch(/Margaret sorts/);
  });
});

describe("followUp, a deed of help judged by its words", () => {
  it("asks what else the driver did, when sitting down is only where the story ends", () => {
    expect(
      followUp({
        question: "How was your journey?",
        answer: "Driver Keith helped me on with my shopping trolley and waited til I sat down. Proper gent",
      }),
    ).toBe("What else did Driver Keith do that stood out to you?");
  });
});

describe("followUp, a wish told in reply to how it should have gone", () => {
  const second = secondFollowUp;
  it("closes once they say how they would have liked to be told, and reads 'found out from my bank statement' as not told", () => {
    expect(
      second(
        "How reliable is the service?",
        "The 10.15 from Upton hasnt turned up twice this month and theres no way of finding out its cancelled",
        "text message. I dont do apps",
      ),
    ).toMatch(/^Is there anything else/);
    expect(
      second(
        "Why did you cancel?",
        "Stop charging me £9.99 again every month, i thought it was a one off payment",
        "the app store page just said 9.99, nothing about monthly. found out from my bank statement",
      ),
    ).toBe("How would you have liked us to keep you informed?");
  });
});

describe("followUp, round 27: wishes named, times that clash, what was asked for and where it was left", () => {
  it("names the thing wished for after 'would be good if'", () => {
    const cases: Array<[string, string, string]> = [
      ["What would you like us to offer?", "would be good if u did motorway lessons after passing", "motorway lessons"],
      [
        "What should the committee do?",
        "would be good if we had a proper compost scheme, half the site dumps stuff",
        "a proper compost scheme",
      ],
      [
        "What would improve your building?",
        "would be good if there was somewhere to study that isnt my bedroom",
        "somewhere to study",
      ],
      [
        "How could tracking improve?",
        "would be good if the time slot was narrower, 7am-9pm is useless",
        "a narrower time slot",
      ],
      ["What else could the van offer?", "would be good if u could print stuff on it", "being able to print"],
    ];
    for (const [question, answer, thing] of cases)
      expect(followUp({ question, answer })).toBe(`What difference would ${thing} make for you?`);
  });
  it("weighs a list wished for item by item rather than naming its first", () => {
    const f = followUp({
      question: "Is there anything you'd like us to provide?",
      answer: "would be good if u had more toiletries, sanitary stuff and nappies.",
    });
    expect(f).toMatch(/which one matters most/);
  });
  it("asks what times would suit when ours clash with the respondent's work, but not when they praise them", () => {
    expect(
      followUp({
        question: "How did you find the opening times?",
        answer: "only open 10-12 weekdays, i work shifts so by the time i can get there its shut",
      }),
    ).toBe("What days or times would suit you better?");
    expect(
      followUp({
        question: "What do you like about us?",
        answer: "open till 10 which is a lifesaver when you work shifts",
      }),
    ).not.toMatch(/suit you better/);
  });
  it("asks how what came differed from what was asked for, unless it was just right", () => {
    expect(
      followUp({
        question: "How happy were you with the groom?",
        answer: "asked for a teddy bear cut and they took her right down to the skin, poor thing",
      }),
    ).toBe("How did what you got differ from the teddy bear cut you asked for?");
    expect(
      followUp({
        question: "How were the flowers?",
        answer: "we'd asked for her favourites and they were spot on, lovely",
      }),
    ).not.toMatch(/differ/);
  });
  it("asks where a parcel left in the bin should have gone, and closes once they have said", () => {
    const question = "How was your delivery?";
    const answer = "it was left in my wheelie bin, only found it cos my neighbour saw the driver";
    const first = followUp({ question, answer });
    expect(first).toBe("Where would you have wanted it left instead?");
    const second = followUp({
      question: first,
      answer: "a photo of where they left it and a knock on the door, im in all day",
      previous: [first],
      thread: [{ question, answer }],
    });
    expect(second).not.toMatch(/photo/);
  });
});

describe("followUp, round-15 judge's answers", () => {
  it("asks how a cut differed from what was asked for, names a wish after 'wish you did', and hears 'didnt say ... until'", () => {
    expect(
      followUp({
        question: "How happy are you with your haircut?",
        answer: "love the colour, mia nailed it, but the cut is a bit shorter than i asked for at the back",
      }),
    ).toBe("How did the cut differ from what you asked for?");
    expect(
      followUp({
        question: "Anything else you'd like to tell us?",
        answer: "wish you did evening appts, cant get in on weekdays before 6",
      }),
    ).toBe("What difference would evening appointments make for you?");
    expect(
      followUp({
        question: "How did the visit go?",
        answer:
          "dave was on time and sorted the leak. only thing was he didnt say it might need a new valve until he was leaving",
      }),
    ).toBe("How would you have liked us to keep you informed?");
  });
  it("never names 'the going' of a journey", () => {
    expect(
      followUp({
        question: "How did you get to the festival?",
        answer:
          "shuttle from the station, it was great going but coming home sunday night we waited nearly 2 hrs in the rain",
      }),
    ).not.toMatch(/the going|the coming/);
  });
});

describe("followUp, second turn: a reply that tells they were left uninformed", () => {
  it("asks how they would have liked to be kept informed, but not for 'no one said sorry'", () => {
    const question = "What did you think of your dog's groom?";
    const answer = "jess did a great job on her face but they kept her 4 hrs when i was told 2";
    const first = followUp({ question, answer });
    const second = (reply: string) =>
      followUp({ question: first, answer: reply, previous: [first], thread: [{ question, answer }] });
    expect(second("yeah i had to leave work early to get her, nobody called me to say it'd be late")).toBe(
      "How would you have liked us to keep you informed?",
    );
    expect(second("and no one said sorry when i got there")).not.toBe(
      "How would you have liked us to keep you informed?",
    );
  });
});

describe("followUp, second turn: an effect told in the reply", () => {
  it("never asks how it affected them once they have said ('defeats the point', 'bedtime is chaos')", () => {
    const question = "How do you find working in the open area?";
    const answer = "the guy who does sales calls by the window all day is driving me nuts";
    const first = followUp({ question, answer });
    for (const reply of [
      "i end up going to the kitchen to focus which kind of defeats the point",
      "i cant hear my own calls, the afternoon is chaos",
    ])
      expect(
        followUp({ question: first, answer: reply, previous: [first], thread: [{ question, answer }] }),
      ).not.toMatch(/affect(ed)? you/);
  });
});

describe("followUp, round 29: a reply's own point said back before a plain line", () => {
  it("says back the fault a reply adds, turned to the respondent, then asks about it", () => {
    expect(
      secondFollowUp(
        "What did you think of the hall's facilities?",
        "heating takes forever to warm up",
        "first hour everyone kept their coats on, not great for a party. the toilets are a separate thing tho, one of them doesnt lock",
      ),
    ).toBe("You said one of them doesn't lock. Could you tell me a bit more about that?");
    expect(
      secondFollowUp(
        "What could we do better next term?",
        "The website booking system is clunky, I had to try four times to pay for this term.",
        "It kept logging me out at the payment page.",
      ),
    ).toBe("You said it kept logging you out at the payment page. Could you tell me a bit more about that?");
  });
  it("says back no wish as if it were so, no guess, nothing named without a verb, and no 'that' said of what came before", () => {
    const replies = [
      "the kids ones changed round more often, like every month",
      "the translate button I guess",
      "the bow in her hair haha",
      "whatsapp tbh, I check that constantly",
    ];
    for (const reply of replies)
      expect(
        secondFollowUp("What would make it better?", "the pictures on the wall are a bit tired", reply),
      ).not.toMatch(/^You said/);
  });
  it("says nothing back after an answer that was screened, nor once what they wanted is told", () => {
    expect(
      secondFollowUp(
        "How was your visit?",
        "my nan used to drive a morris minor",
        "my nan used to drive a morris minor",
      ),
    ).not.toMatch(/You said/);
    expect(
      secondFollowUp(
        "How reliable is the service?",
        "The 10.15 from Upton hasnt turned up twice this month and theres no way of finding out its cancelled",
        "text message. I dont do apps",
      ),
    ).toMatch(/^Is there anything else/);
  });
});

describe("followUp, round-17 judge: whose things are named, and what a reply already told", () => {
  it("never takes up the people the respondent knows, their own shifts or their pet's name", () => {
    const first = (question: string, answer: string) => followUp({ question, answer });
    expect(
      first(
        "What would help you bring in new male singers?",
        "Honestly the men I know think it's all musicals and show tunes.",
      ),
    ).not.toMatch(/\bmen\b/);
    expect(
      first(
        "What would make you willing to help out at the club?",
        "I work shifts so I can't commit every week, but I'd do the odd tuck shop",
      ),
    ).not.toMatch(/shifts/);
    expect(
      first("Why haven't you booked with us for Christmas?", "We're staying home this year, Mittens loved it."),
    ).not.toMatch(/Mittens/);
  });
  it("reads 'could do with resurfacing' as a fault, and asks nothing made 'even better' after a crack told", () => {
    const question = "What is the best thing about being part of the tennis club?";
    const answer = "the social side mostly, friday night mix-ins are brill. courts could do with resurfacing mind";
    expect(followUp({ question, answer })).toBe("What would you want to be different about the courts?");
    expect(secondFollowUp(question, answer, "court 3 has cracks you could lose a ball in lol")).not.toMatch(
      /even better/,
    );
  });
  it("never asks how it affected them after they said it felt humiliating", () => {
    expect(
      secondFollowUp(
        "How would you describe the new phone triage system?",
        "Absolute joke. Rang at 8am, 45th in the queue",
        "It felt humiliating talking about my piles with people listening",
      ),
    ).not.toMatch(/affect/);
  });
});

describe("followUp, round-17 judge: when it came, and what would bring them in", () => {
  it("asks when they expected it, not about the arrangement they praised", () => {
    expect(
      followUp({
        question: "What is one thing the florist could do better?",
        answer: "Arrangement was gorgeous but it turned up at 6pm, mum had been waiting all day",
      }),
    ).toBe("When would you have expected it to arrive?");
  });
  it("reads answers to 'what would get you to come in' as wishes, never as what stood out", () => {
    expect(
      followUp({
        question: "What would get you to come in on a weeknight?",
        answer: "cheap steak night or a curry night deal, and maybe a darts team",
      }),
    ).not.toMatch(/stood out|difference did/);
  });
});

describe("followUp, round-17 judge: what a proposal would do, told already", () => {
  it("never asks what difference it would make once they said they'd be there or it would have saved the upset", () => {
    expect(
      secondFollowUp(
        "How do you find the class times?",
        "The 7am is just too early for me now I've got the school run",
        "If there was a 9.30 after drop-off I'd be there every week",
      ),
    ).not.toMatch(/difference/);
    expect(
      secondFollowUp(
        "What is one thing the florist could do better?",
        "Arrangement was gorgeous but it turned up at 6pm, mum had been waiting all day",
        "A text with a delivery window would've saved a lot of upset",
      ),
    ).not.toMatch(/difference/);
  });
});
