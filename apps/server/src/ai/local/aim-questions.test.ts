import { describe, expect, it } from "vitest";
import { clauseQuestions, gerund, participle, type Subject, topicQuestion } from "./aim-questions.ts";
import { type ClauseAim, findClauses, parseClause } from "./aims.ts";
import { tagSentences } from "./phrases.ts";
import { plainPurpose, readPurpose } from "./purpose.ts";
import { generateQuestions } from "./questions.ts";
import { titleFromPurpose } from "./title.ts";

const subject: Subject = {
  text: "our weekly newsletter",
  short: "our weekly newsletter",
  kind: "publication",
  plural: false,
};

/** The questions for each clause of a purpose, as the form would ask them. */
function ask(purpose: string, about: Subject = subject): string[] {
  const tokens = tagSentences(purpose);
  return findClauses(tokens).flatMap((span) =>
    clauseQuestions(parseClause(tokens, span, { head: "", they: true, subject: about.text }), about).map((q) => q.text),
  );
}

describe("clause aims", () => {
  it.each([
    ["Learn what readers skip in our weekly newsletter", "What do you usually skip in our weekly newsletter?"],
    ["Find out why users abandon their carts", "If you have ever abandoned your carts, what was the main reason?"],
    ["Ask whether they would pay for a printed edition", "Would you pay for a printed edition?"],
    ["Learn how they found us", "How did you first hear about us?"],
    ["Understand why trial users do not upgrade", "What stops you from upgrading?"],
    ["Find out what would make them stay", "What would make you stay?"],
    ["Ask which topics they want more of", "Which topics do you want more of?"],
    ["Find out why they chose us", "What made you choose us?"],
    ["Why are people leaving?", "If you have ever thought about leaving, what made you consider it?"],
    [
      "Check whether the new signage helps travellers find their platform",
      "Does the new signage help you find your platform?",
    ],
    ["Find out how easy it is to book a table", "How easy is it to book a table?"],
    ["Find out how often they read it", "How often do you read our weekly newsletter?"],
  ])("%s -> %s", (purpose, question) => {
    expect(ask(purpose)).toContain(question);
  });

  it("gives each aim a scale that fits it", () => {
    const tokens = tagSentences("Find out whether the portions are big enough and how clean the toilets are");
    const [portions, toilets] = findClauses(tokens).map((span) =>
      clauseQuestions(parseClause(tokens, span, { head: "", they: true, subject: "the cafe" }), subject),
    );
    expect(portions?.[0]).toMatchObject({ text: "Are the portions big enough?", options: ["Yes", "Mostly", "No"] });
    expect(toilets?.[0]).toMatchObject({
      text: "How clean are the toilets?",
      options: ["Very clean", "Fairly clean", "Not very clean", "Not at all clean"],
    });
  });

  it("splits a list of tasks into one question each", () => {
    expect(ask("Can patients find test results, book appointments and message their doctor easily?")).toEqual([
      "How easy is it to find test results?",
      "How easy is it to book appointments?",
      "How easy is it to message your doctor?",
    ]);
  });

  it("tells the respondents from the staff they are asked about", () => {
    const reading = readPurpose(
      "Ask customers whether our delivery drivers were friendly and whether their parcels arrived on time.",
    );
    const clauses = reading.aims.filter((a): a is ClauseAim => a.type === "clause");
    expect(clauses.map((c) => c.audience)).toEqual([false, false]);
    expect(clauses.map((c) => c.subject)).toEqual(["our delivery drivers", "your parcels"]);
  });
});

describe("topic aims", () => {
  const park: Subject = { text: "Riverside Park", short: "Riverside Park", kind: "place", plural: false };
  it("rates a topic at the subject, with the scale its kind of topic needs", () => {
    expect(
      topicQuestion({ type: "topic", text: "the playground", head: "playground", phrase: "playground" }, park),
    ).toEqual({
      type: "radio",
      text: "How would you rate the playground at Riverside Park?",
      options: ["Excellent", "Good", "Fair", "Poor"],
    });
    expect(topicQuestion({ type: "topic", text: "the prices", head: "price", phrase: "prices" }, park).options).toEqual(
      ["Very reasonable", "Reasonable", "A bit high", "Far too high"],
    );
    expect(topicQuestion({ type: "topic", text: "the parking", head: "parking", phrase: "parking" }, park).text).toBe(
      "How easy is it to find parking at Riverside Park?",
    );
  });
});

describe("verb forms", () => {
  it("makes gerunds and participles", () => {
    expect(["stop", "use", "upgrade", "read", "die"].map(gerund)).toEqual([
      "stopping",
      "using",
      "upgrading",
      "reading",
      "dying",
    ]);
    expect(["abandon", "cancel", "drop", "leave", "try"].map(participle)).toEqual([
      "abandoned",
      "cancelled",
      "dropped",
      "left",
      "tried",
    ]);
  });
});

describe("round 2 wording", () => {
  const texts = (purpose: string) => generateQuestions(purpose).map((q) => q.question);

  it("asks a study of how people do something only about its aims, titled from them", () => {
    const purpose = "Research how people choose a holiday destination and how far ahead they book.";
    const questions = generateQuestions(purpose);
    expect(questions.map((q) => q.question).slice(0, 3)).toEqual([
      "How do you choose a holiday destination?",
      "How far ahead do you usually book?",
      "What matters most to you when choosing a holiday destination?",
    ]);
    // Rounded out from the activity itself, never with a product to rate.
    expect(questions.length).toBeGreaterThanOrEqual(5);
    expect(questions.map((q) => q.question).join(" ")).not.toMatch(/rate|recommend|our service/i);
    expect(questions[1]?.options?.map((o) => o.value)).toContain("1 to 3 months");
    expect(titleFromPurpose(readPurpose(purpose))).toBe("Holiday Destination Survey");
  });

  it("reads 'they' who recommend as the respondents, not the place", () => {
    const q = texts("Ask hikers about the trail signage and whether they would recommend the Ridge Trail.");
    expect(q).toContain("How likely are you to recommend the Ridge Trail to a friend, from 0 to 10?");
    expect(q.join(" ")).not.toMatch(/Would the Ridge Trail/);
  });

  it("keeps a list going after a whether-clause and asks how polite, not how the politeness rates", () => {
    const q = texts(
      "Customer support satisfaction: response time, whether the problem was solved, and the politeness of the agent.",
    );
    expect(q).toContain("Was the problem solved?");
    expect(q).toContain("How polite was the agent?");
    expect(q).toContain("How quickly did you get a reply from the support service?");
  });

  it("asks a planned change about support, and 'have enough' with yes, mostly, no", () => {
    const proposal = generateQuestions(
      "Understand how citizens feel about the proposed parking charges in the town centre.",
    );
    expect(proposal[0]?.question).toBe("How much do you support or oppose the proposed parking charges?");
    expect(proposal.map((q) => q.question).join(" ")).not.toMatch(/work for you|overall\?/);
    const teachers = generateQuestions(
      "Ask teachers how they use the new maths textbooks and whether they have enough time to cover the curriculum.",
    );
    const time = teachers.find((q) => q.question === "Do you have enough time to cover the curriculum?");
    expect(time?.options?.map((o) => o.value)).toEqual(["Yes", "Mostly", "No"]);
  });

  it("turns 'what stops people from using' into the barrier and how often they do it", () => {
    expect(texts("Find out what stops people from using public transport to get to work.")).toEqual([
      "What stops you from using public transport to get to work?",
      "How often do you use public transport to get to work?",
    ]);
  });

  it("keeps the name's number and asks topics with their own adjectives", () => {
    const q = texts("Survey passengers on Route 42 about punctuality, crowding and the friendliness of drivers.");
    expect(q).toEqual(
      expect.arrayContaining([
        "How punctual is Route 42?",
        "How crowded is Route 42?",
        "How friendly are the drivers?",
      ]),
    );
  });

  it("keeps an '-ing' noun after its noun and asks people who cancelled why", () => {
    expect(texts("Feedback on bike parking and car sharing at our office.").join(" ")).toMatch(/the car sharing/);
    expect(texts("Exit survey for customers who closed their account.")).toContain("What made you close your account?");
    expect(texts("Exit survey for customers who closed their account.").join(" ")).not.toMatch(/the account/);
  });

  it("hedges why people are leaving and asks a price as a figure for the product", () => {
    expect(texts("Find out why employees are leaving the warehouse team and what would make them stay.")).toContain(
      "If you have ever thought about leaving the warehouse team, what made you consider it?",
    );
    const oat = generateQuestions(
      "Find out whether customers would buy our new oat milk and what price they would expect to pay.",
    );
    const price = oat.find((q) => q.question === "What price would you expect to pay for our new oat milk?");
    expect(price?.requiresPrompt).toBe(false);
  });

  it("gives an indirect question its auxiliary", () => {
    expect(
      texts("Ask commuters which bus routes they rely on and what would make them leave the car at home."),
    ).toContain("Which bus routes do you rely on?");
    expect(texts("Learn which features of our budgeting app users never open and why.")).toContain(
      "Which features of our budgeting app do you never open, and why?",
    );
    expect(
      texts("Which dishes people would order and what matters most when choosing where to eat.").join(" "),
    ).toMatch(/What matters most to you when choosing where to eat\?/);
    expect(
      texts("Understand how the merger of the two finance departments has affected employees' workload."),
    ).toContain("How has the merger of the two finance departments affected your workload?");
  });

  it("reads a purpose that is only a list of topics as topics of the owner's service, with no subject made of one", () => {
    const q = texts("Wait times, cleanliness, staff attitude, value for money");
    expect(readPurpose("Wait times, cleanliness, staff attitude, value for money").subject).toBe("");
    expect(q.join(" ")).not.toMatch(/the money|wait of|How clean is it/);
    expect(q).toEqual(
      expect.arrayContaining(["How would you rate the cleanliness?", "How would you rate the value for money?"]),
    );
  });

  it("reads a list of topics whose items end in -ing ('booking', 'parking') as topics too", () => {
    const purpose = "feedback on prices, booking, parking";
    expect(readPurpose(purpose).subject).toBe("");
    const q = texts(purpose);
    expect(q.join(" ")).not.toMatch(/recommend the prices|improve the prices/);
    expect(q).toEqual(expect.arrayContaining(["How do you find the prices?", "How easy was the booking?"]));
    expect(q.some((t) => /parking/.test(t))).toBe(true);
  });

  it("does not ask to rate or recommend a change", () => {
    const q = texts(
      "Survey teachers about the switch to a new grading system: workload, fairness to students, and the training they received.",
    ).join(" ");
    expect(q).not.toMatch(/recommend|rate the switch/);
  });

  it("makes a change the subject, with what it changes", () => {
    const reading = readPurpose(
      "Understand how the merger of the two finance departments has affected employees' workload and morale.",
    );
    expect(reading.subject).toBe("the merger of the two finance departments");
    expect(reading.short).toBe("the merger");
  });

  it("asks a bare 'how often' about the clause before it, and a fair price as a figure", () => {
    const q = texts("Launching a mobile car wash service: would drivers use it, how often, and what price seems fair?");
    expect(q).toEqual(
      expect.arrayContaining([
        "How often would you use our mobile car wash service?",
        "What price would seem fair to you for our mobile car wash service?",
      ]),
    );
    expect(q.join(" ")).not.toMatch(/recommend/);
  });

  it("keeps who a thing is for with it, and other people out of 'you'", () => {
    expect(
      texts("Collect feedback on the new playground: safety, equipment for toddlers and shade.").join(" "),
    ).toMatch(/the equipment for toddlers/);
    expect(texts("Research: how do freelancers find new clients and what makes invoicing difficult?")).toContain(
      "How do you find new clients?",
    );
  });

  it("places topics at a named place and waits for a service, never 'of' it", () => {
    const q = texts("Ask diners at Casa Verde what they thought of the tapas, the wine list and the service.");
    expect(q).toContain("How would you rate the tapas at Casa Verde?");
    expect(texts("Survey customers of our courier service about wait times.").join(" ")).not.toMatch(/wait of/);
  });

  it("reads the subject past the owner's verb, a street, 'including' and an activity noun", () => {
    expect(
      readPurpose("Our nonprofit runs free coding workshops for teenagers. What did participants learn?").subject,
    ).toBe("our free coding workshops");
    expect(
      readPurpose("We are considering launching a dog walking service in our neighbourhood. Would people use it?")
        .subject,
    ).toBe("our dog walking service");
    expect(readPurpose("Find out whether residents support a new cycle lane on Mill Road.").subject).not.toMatch(
      /Mill Road/,
    );
    expect(
      texts("Ask volunteers about their experience at the food bank, including training and scheduling.").join(" "),
    ).not.toMatch(/including/);
    expect(readPurpose("Gather views on the new parking permit policy for residents.").subject).toBe(
      "the new parking permit policy",
    );
  });

  it("asks each topic listed after a whole clause on its own", () => {
    const q = texts(
      "Art gallery visitors - which exhibition they came for, the audio guide, the gift shop and ticket price",
    );
    expect(q).toContain("Which exhibition did you come for?");
    expect(q).toContain("How would you rate the audio guide at the art gallery?");
    expect(q).toContain("How would you rate the gift shop at the art gallery?");
    expect(q.join(" ")).not.toMatch(/come for, /);
  });

  it("asks yes/no questions listed after a colon, and a proposal as the respondent's view", () => {
    const q = texts(
      "Garage customers: was the repair done right first time, was the quote clear, and how long did they wait",
    );
    expect(q).toContain("Was the repair done right first time?");
    expect(q).toContain("How clear was the quote?");
    expect(
      texts("Town survey: should the high street be pedestrianised, and how do residents get into town"),
    ).toContain("Do you think the high street should be pedestrianised?");
  });

  it("asks how often breakdowns affect you, which favourites, and how well times suit you", () => {
    expect(texts("Survey residents about the lift breakdowns and the communal garden")).toContain(
      "How often are you affected by the lift breakdowns?",
    );
    expect(texts("Listeners of our radio show: favourite segments and the presenters")).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Which segments do you like most\b/)]),
    );
    expect(texts("Listeners of our radio show: favourite segments and the presenters").join(" ")).not.toMatch(
      /rate the favourite/,
    );
    expect(texts("Members survey for a gym: the class timetable and opening hours")).toEqual(
      expect.arrayContaining([
        "How well does the class timetable at the gym suit you?",
        "How well do the opening hours at the gym suit you?",
      ]),
    );
  });

  it("takes the place out of 'members of X' and 'the nursery's pick-up times'", () => {
    expect(readPurpose("Members of Peak Climbing Centre: route setting, crowding in the evenings").subject).toBe(
      "Peak Climbing Centre",
    );
    expect(texts("Members of Peak Climbing Centre: route setting, crowding in the evenings").join(" ")).not.toMatch(
      /the evenings/,
    );
    expect(readPurpose("Parents' views on the nursery's new pick-up times and the meals").subject).toBe("the nursery");
    expect(readPurpose("Get feedback on the company's new expense policy.").subject).toMatch(/expense policy/);
  });

  it("reads people words, negation, gerund doers and who is asking", () => {
    expect(texts("Why do site managers stop logging hours?")).toContain(
      "If you have ever stopped logging hours, what was the main reason?",
    );
    expect(texts("We're an insurance company. Why do customers not renew their policy?")).toContain(
      "What stops you from renewing your policy?",
    );
    expect(texts("HR wants to know whether onboarding prepared new engineers")).toContain(
      "Did onboarding prepare you?",
    );
    expect(readPurpose("HR wants to know whether onboarding prepared new engineers").subject).toBe("");
    expect(readPurpose("Our language school wants to know why adult learners stop attending").subject).toBe(
      "our language school",
    );
    expect(texts("Donor survey for Wildlife Rescue Fund: why they give")).toContain(
      "What is the main reason you give to Wildlife Rescue Fund?",
    );
  });

  it("asks feedback on an event that exists as feedback, not as a concept", () => {
    const q = texts("Feedback on the Summer Beats festival: the sound, camping, and would people buy tickets again");
    expect(q.join(" ")).not.toMatch(/How important/);
    expect(q).toContain("How would you rate the sound at the Summer Beats festival?");
  });

  it("asks how easy a task is, how secure using an app feels, and waits for what they wait for", () => {
    const app = texts("Our banking app: do customers find it easy to send money, and do they feel it is secure");
    expect(app).toContain("How easy is it to send money with our banking app?");
    expect(app).toContain("How secure do you feel using our banking app?");
    expect(texts("Feedback from visitors to the City Museum on the queues for tickets and the cafe")).toContain(
      "How long do you usually wait for tickets?",
    );
    expect(texts("An idea for a tool for landlords. How do landlords track repairs now?")).toContain(
      "How do you track repairs now?",
    );
  });

  it("keeps who communication comes from and asks what goes wrong when using the thing", () => {
    expect(
      texts("Survey for parents at Little Acorns nursery: communication from key workers, food, and fees"),
    ).toContain("How well are you kept informed by key workers?");
    expect(texts("Evaluate our new self-service kiosks: are they easy to use, and what goes wrong")).toContain(
      "What, if anything, goes wrong when you use our new self-service kiosks?",
    );
  });

  it("keeps a phrase wink splits at 'booking', what is booked, and what a difficulty is of", () => {
    expect(readPurpose("How do members feel about the new class booking app?").subject).toBe(
      "the new class booking app",
    );
    expect(texts("Do members find classes easy to book in the new class booking app?")).toEqual(
      expect.arrayContaining([expect.stringMatching(/^How easy is it to book classes\b/)]),
    );
    expect(texts("Online course students: video quality and quiz difficulty")).toContain(
      "How do you find the quiz difficulty in the online course?",
    );
  });

  it("keeps a name's capital at the start, asks topics to add, visits the place and splits a noun after a clause", () => {
    // The council asks; the proposal is what is asked about.
    expect(readPurpose("Hillford City Council wants views on the proposed scheme").subject).toBe("the proposed scheme");
    expect(texts("Course feedback: pace, the tutor, and what topics to add")).toContain(
      "Which topics would you like us to add?",
    );
    expect(texts("Library users: how often they visit and what they use it for")).toContain(
      "How often do you visit the library?",
    );
    const shop = texts("Our online shop: whether the packaging protected the items, and delivery speed");
    expect(shop).toContain("Did the packaging protect the items?");
    expect(shop.join(" ")).not.toMatch(/items, and delivery/);
  });
});

/** The drafted questions' texts for a whole purpose. */
function drafted(purpose: string): string[] {
  return generateQuestions(purpose).map((q) => q.question);
}

describe("clauses spoken to the respondent keep their meaning", () => {
  it("asks a language school's six aims in plain grammar, with no opener pushing one out", () => {
    const texts = drafted(
      "Hi! I run Hola Evenings, a little evening Spanish school. I'd love to find out from our students whether the pace of the classes feels right, and which bits of the homework people actually do and which they quietly skip. Also does the Zoom sound work OK for everyone and are the breakout rooms actually useful? I really want to know what would make people sign up for the next level when their course finishes, and whether £180 per course feels fair for what they get. Oh and how did they hear about us in the first place?",
    );
    expect(texts).toContain("Does the pace of the classes feel right?");
    expect(texts.join(" ")).toMatch(/Which bits of the homework do you usually do/);
    expect(texts.join(" ")).toMatch(/Which bits of the homework do you usually skip/);
    expect(texts).toContain("Does the Zoom sound work OK for you?");
    expect(texts).toContain("What would make you sign up for the next level when your course finishes?");
    expect(texts).toContain("How did you first hear about us?");
  });

  it("reads 'the reminders we send' and 'our missed appointment fee' as things, with a title from them", () => {
    const reminders = "We'd like to find out whether the text reminders we send are useful";
    expect(drafted(reminders)).toEqual(["How useful are the text reminders we send?"]);
    expect(titleFromPurpose(readPurpose(reminders))).toBe("Text Reminders Survey");
    const fee = "We'd like to know whether our £20 missed appointment fee feels fair";
    expect(drafted(fee)).toEqual(["Does our £20 missed appointment fee feel fair?"]);
    expect(titleFromPurpose(readPurpose(fee))).toBe("Appointment Fee Survey");
  });

  it("keeps 'would' from \"they'd\" and asks an amount for a price", () => {
    const texts = drafted(
      "We sell PaintPal, a decorating app. Find out what they'd pay for a premium plan and whether they'd pay for a tool to do it",
    );
    expect(texts).toContain("How much would you pay for a premium plan?");
    expect(texts).toContain("Would you pay for a tool to do this?");
    expect(texts.join(" ")).not.toMatch(/What do you pay|to do PaintPal/);
  });

  it("keeps 'almost', agrees with a plural subject, asks what members would like next term", () => {
    const texts = drafted(
      "Members of the chess club: what members want next term, are the opening hours working for you, and what almost made them leave",
    );
    expect(texts).toContain("What would you like to see next term?");
    expect(texts).toContain("Do the opening hours work for you?");
    expect(texts).toContain("What almost made you leave?");
    expect(texts.join(" ")).not.toMatch(/\bdoes you\b|Is the opening hours|What made you leave\?/);
  });

  it("keeps 'nearly' before a verb that has no respondent after it", () => {
    expect(ask("Find out what they nearly bought", { text: "", short: "", kind: "other", plural: false })).toEqual([
      "What did you nearly buy?",
    ]);
  });

  it("asks one question per thing listed after 'feel about'", () => {
    expect(drafted("Staff survey: how people feel about pay, hours and training")).toEqual([
      "How do you feel about pay?",
      "How do you feel about hours?",
      "How do you feel about training?",
    ]);
  });
});

describe("the subject is the thing asked about", () => {
  it("keeps every word of a named theatre and asks about this season's shows", () => {
    const purpose =
      "We're the Riverside Theatre and want feedback on this season's shows and whether people could hear the stage";
    expect(readPurpose(purpose).subject).toBe("the Riverside Theatre");
    expect(drafted(purpose)).toEqual(
      expect.arrayContaining(["How would you rate the shows at the Riverside Theatre?", "Could you hear the stage?"]),
    );
  });

  it("asks about what a place runs at the place, not about the place's thing as a subject", () => {
    expect(readPurpose("What did people think of the gym's new classes and the changing rooms").subject).toBe(
      "the gym",
    );
    expect(drafted("Feedback on the theatre's new shows")).toContain(
      "How would you rate the new shows at the theatre?",
    );
    const cafe = drafted("What do customers think of the café's new menu");
    expect(cafe).toContain("How would you rate the new menu at the café?");
    expect(cafe.join(" ")).not.toMatch(/café's/);
  });

  it("never takes where people went instead as the subject", () => {
    const purpose = "want to know why patients leave us for other dentists and if late evening appts would help";
    expect(readPurpose(purpose).subject).toBe("");
    expect(drafted(purpose).join(" ")).not.toMatch(/at the other dentists/);
  });

  it("asks what people on a waitlist would want as a choice of the things listed", () => {
    const purpose =
      "new coworking space opening in the spring, asking people on our waitlist what they'd want: day passes or monthly, a cafe on site, bike storage and showers";
    expect(readPurpose(purpose).subject).toBe("the new coworking space");
    const texts = generateQuestions(purpose);
    const wants = texts.find((q) => /want/.test(q.question));
    expect(wants?.options?.map((o) => o.value)).toEqual(
      expect.arrayContaining(["Day passes", "A cafe on site", "Bike storage", "Showers"]),
    );
    expect(texts.map((q) => q.question).join(" ")).not.toMatch(/rate the (site|day|bike storage)/);
  });

  it("takes a council's proposal as the subject, not the council", () => {
    const reading = readPurpose("The city council wants views on the proposed cycle lane on Elm Road");
    expect(reading.subject).toBe("the proposed cycle lane on Elm Road");
    expect(titleFromPurpose(reading)).toBe("Cycle Lane Consultation");
    expect(drafted("The city council wants views on the proposed cycle lane on Elm Road")[0]).toBe(
      "How much do you support or oppose the proposed cycle lane on Elm Road?",
    );
  });

  it("does not name the competitors in the title", () => {
    expect(
      titleFromPurpose(readPurpose("Why customers picked us over other insurers and how easy renewal was")),
    ).not.toMatch(/insurers/i);
  });

  it("never rates an idea nobody has used", () => {
    const purpose =
      "No business yet, just an idea: a dog-walking rota app for neighbours. How do people arrange dog walking now, and would they use it?";
    const texts = drafted(purpose);
    expect(texts).toEqual(["How do you arrange dog walking now?", "Would you use the dog-walking rota app?"]);
    expect(titleFromPurpose(readPurpose(purpose))).toBe("Dog-Walking Rota App Research");
  });
});

describe("notes written in shorthand", () => {
  it("reads 'patient survey Q's' in a heading as the survey, not a topic", () => {
    const texts = drafted(
      "Dental practice – patient survey Q's\n- emergency appts, could you get seen same day?\n- parking",
    );
    expect(texts.join(" ")).not.toMatch(/questions do you have/);
    expect(texts).toContain("Could you get seen same day?");
  });

  const texts = (purpose: string) => generateQuestions(purpose).map((q) => q.question);

  it("spells out note-taking abbreviations before reading the purpose", () => {
    expect(
      plainPurpose(
        "e-bike hire + sales. q's: would riders pay approx £5 more for a helmet w/ lights. why ppl dont rent",
      ),
    ).toBe(
      "e-bike hire and sales. questions: would riders pay about £5 more for a helmet with lights. why people don't rent",
    );
    expect(plainPurpose("info on warranty v confusing imo, alterations done w/o stress b/c busy")).toBe(
      "information on warranty very confusing, alterations done without stress because busy",
    );
    expect(plainPurpose("parking esp on sat nights, £60 min order, 30 mins, 8 wks, re: delivery")).toBe(
      "parking especially on Saturday nights, £60 minimum order, 30 minutes, 8 weeks, about delivery",
    );
    expect(plainPurpose("England v France")).toBe("England v France");
    const q = texts("comedy night fb pls - seats comfy? would punters come more often if we started at 8");
    expect(q.join(" ")).not.toMatch(/\bfb\b|\bpls\b/);
    expect(q).toContain("Would you come more often if we started at 8?");
  });

  it("asks the respondent about themselves, not a group they belong to", () => {
    expect(texts("bridal boutique feedback: would brides recommend us to friends").join(" ")).not.toMatch(/brides/);
    // Another group the purpose names is asked about, not asked: parents are asked about their own child.
    expect(texts("piano lessons - parents. do kids enjoy the exam pieces?")).toContain(
      "Does your child enjoy the exam pieces?",
    );
  });

  it("keeps a negation when asking why others do something", () => {
    expect(texts("sailing club beginners course: why beginners don't book a second week")).toContain(
      "Why do you think beginners don't book a second week?",
    );
    expect(
      texts("Millbrook Village Hall: why some groups don't book again after their first event.").join(" "),
    ).toMatch(/some groups don't book again after the first event\?/);
  });

  it("reads 'would people pay extra' as feedback on a place that exists, not market research", () => {
    expect(
      readPurpose("village hall hire fb - heating ok in winter? would ppl pay extra for a projector").domain.id,
    ).not.toBe("market");
    expect(readPurpose("e-bike hire: would ppl pay extra for a helmet").respondents).not.toBe("hire");
  });

  it("keeps the business itself in the subject slot", () => {
    // A capitalised word inside a name stays in it, even one that reads as a verb.
    expect(
      readPurpose("Jungle Jim's Soft Play wants parents' views on whether the toddler area is safe.").subject,
    ).toBe("Jungle Jim's Soft Play");
    // A plural's apostrophe inside a longer name does not cut it short.
    expect(readPurpose("We run a six-week beginners' photography course. Were the field trips worth it?").subject).toBe(
      "our six-week beginners' photography course",
    );
    // What the owner gives or teaches is what the form is about, not where it happens.
    expect(
      readPurpose("I give piano lessons to children and adults from my home studio. Is the lesson length right?")
        .subject,
    ).toBe("our piano lessons");
  });

  it("asks a note's verbless question with the verb it leaves out", () => {
    const q = (purpose: string) => generateQuestions(purpose).map((x) => x.question);
    // "enough" after a noun asks whether there are enough, not how "enough" they are.
    expect(q("e-bike hire: charging points enough?")).toContain("Are there enough charging points?");
    // A participle with an object is what someone did.
    expect(q("phone repair shop. staff explained things ok?")).toContain("Did the staff explain things OK?");
  });

  it("takes the number from the owner's own verb and never reads a noun in -ation as one", () => {
    const q = (purpose: string) => generateQuestions(purpose).map((x) => x.question);
    expect(q("Northgate Ice Rink: whether the music during public sessions is too loud")).toContain(
      "Is the music during public sessions too loud?",
    );
    expect(q("Cork & Barrel wine shop: whether the staff recommendations helped them choose")).toContain(
      "Did the staff recommendations help you choose?",
    );
  });

  it("asks about every item of a terse note", () => {
    const q = (purpose: string) => generateQuestions(purpose).map((x) => x.question);
    // A thing named alone, with no verb, is a topic.
    expect(q("village hall hire fb - heating ok in winter? parking esp on sat nights.").join(" ")).toMatch(/parking/);
    // A spaced dash ends an item; a preposition inside the thing keeps its number.
    const comedy = q("comedy night - bar queues in the interval too long? seats comfy?");
    expect(comedy).toContain("Are the bar queues in the interval too long?");
    const cattery = q("cattery - owners. drop off times convenient? anything that puts them off booking at xmas");
    expect(cattery).toContain("How convenient are the drop off times?");
    expect(cattery).toContain("What puts you off booking at Christmas?");
    expect(q("sailing club - beginners course\n- enough time on the water")).toContain(
      "Is there enough time on the water?",
    );
  });

  it("takes a note's heading as the subject, not a thing a clause mentions", () => {
    const purpose =
      "soft play centre, questions for parents: is it v noisy at weekends, do the staff keep an eye on the big slide";
    expect(readPurpose(purpose).subject).toBe("the soft play centre");
    expect(generateQuestions(purpose).map((q) => q.question)).toContain(
      "Is the soft play centre very noisy at weekends?",
    );
  });

  it("reads a note's unmarked question, leaves the owner's reason out, and asks a tagged statement", () => {
    const q = (purpose: string) => generateQuestions(purpose).map((x) => x.question);
    expect(q("photography course. is the pace ok b/c some found it too fast. tutor feedback?")).toContain(
      "Is the pace OK?",
    );
    expect(q("phone repair shop. info on warranty v confusing imo, is it")).toContain(
      "Is information on warranty very confusing?",
    );
    expect(plainPurpose("phone repair shop. info on warranty v confusing, is it")).toBe(
      "phone repair shop. is information on warranty very confusing?",
    );
  });

  it("asks how a thing seemed, with 'they' the people who saw it", () => {
    expect(
      generateQuestions(
        "Whiskers Cattery would like owners to tell us how settled their cat seemed when they picked it up",
      ).map((x) => x.question),
    ).toContain("How settled did your cat seem when you picked it up?");
  });

  it("reads a sentence about what the business does as its description, not as aims", () => {
    const q = generateQuestions(
      "Millbrook Village Hall is hired out for parties, classes and meetings. We'd like to hear from hirers whether the kitchen had what they needed.",
    ).map((x) => x.question);
    expect(q.join(" ")).not.toMatch(/rate the (parties|classes|meetings)/);
    expect(q).toContain("Did the kitchen have what you needed?");
  });

  it("reads an irregular participle in a note as the state asked about", () => {
    expect(
      generateQuestions("bridal boutique feedback: alterations done on time? waiting area comfy?").map(
        (x) => x.question,
      ),
    ).toContain("Are the alterations done on time?");
  });

  it("asks two things joined by 'and also' apart, never in one question", () => {
    const q = generateQuestions(
      "Our cattery wants to know whether the daily photo updates are worth doing, and also we're thinking about adding grooming.",
    ).map((x) => x.question);
    expect(q).toContain("Are the daily photo updates worth doing?");
    expect(q).toContain("Would you be interested in grooming?");
    expect(q.join(" ")).not.toMatch(/and also/);
    // "anything that stops ..." after a comma is its own question too.
    const piano = generateQuestions(
      "piano teacher - are the exam fees clear, anything that stops parents booking summer lessons",
    ).map((x) => x.question);
    expect(piano.join(" ")).not.toMatch(/clear, anything/);
  });

  it("offers both ways wrong for 'too hard or too easy'", () => {
    const q = generateQuestions("Soft play: are the puzzles in the toddler zone too hard or too easy?");
    const puzzles = q.find((x) => /puzzles/.test(x.question));
    expect(puzzles?.options?.map((o) => o.value)).toEqual(["Too hard", "About right", "Too easy"]);
  });

  it("keeps the negation of 'why don't customers ...' and asks a group in 'if hirers would pay' as 'you'", () => {
    const q = (purpose: string) => generateQuestions(purpose).map((x) => x.question);
    expect(q("mobile phone repair shop: why don't customers leave reviews")).toContain(
      "What stops you from leaving reviews?",
    );
    expect(q("Village hall: we want to find out if hirers would pay more for weekend slots.")).toContain(
      "Would you pay more for weekend slots?",
    );
  });

  it("asks 'feel listened to' as it is said, with no degree", () => {
    expect(generateQuestions("bridal shop - did brides feel listened to?").map((x) => x.question)).toContain(
      "Did you feel listened to?",
    );
  });

  it("reads more of a note's short forms: people put off, days in a choice, 'worth it' under a heading", () => {
    const q = (purpose: string) => generateQuestions(purpose).map((x) => x.question);
    expect(q("sailing club - is the waiting list putting people off joining?")).toContain(
      "Does the waiting list put you off joining?",
    );
    const wine = q("wine shop - the tasting evenings: worth the £15? would customers prefer fri or sat?");
    expect(wine).toContain("Are the tasting evenings worth the £15?");
    expect(wine).toContain("Would you prefer Friday or Saturday?");
  });

  it("asks about the place a committee runs, not the committee", () => {
    expect(readPurpose("Village hall committee: we want to find out whether the heating works well").subject).toBe(
      "the village hall",
    );
  });

  it("asks 'why some don't buy' of the respondent, and reads a common noun opening a note as no name", () => {
    expect(
      generateQuestions(
        "I run weekend photography workshops. Want to know why some don't buy the follow-up course.",
      ).map((x) => x.question),
    ).toContain("What stops you from buying the follow-up course?");
    expect(readPurpose("Bakery feedback. Bread fresh? Staff friendly?").subject).toBe("the bakery");
  });

  it("never asks how long someone waited 'about' a place", () => {
    const q = generateQuestions(
      "I've opened a mobile phone repair kiosk. Want to know how long ppl waited and if the price was fair.",
    ).map((x) => x.question);
    expect(q).toContain("How long did you wait?");
  });

  it("keeps a counted crowd as people, never 'you'", () => {
    expect(
      generateQuestions(
        "ice rink - families. would parents pay more for a quieter session w/ fewer ppl on the ice",
      ).map((x) => x.question),
    ).toContain("Would you pay more for a quieter session with fewer people on the ice?");
  });

  it("never rates the people a thing is for", () => {
    const q = generateQuestions(
      "I give piano lessons to children and adults from my home studio. I'd like to know whether the lesson length suits them.",
    ).map((x) => x.question);
    expect(q.join(" ")).not.toMatch(/rate the (adults|children)/);
  });

  it("never offers 'not long enough' for a queue", () => {
    const q = generateQuestions("comedy night - bar queues in the interval too long? seats comfy?");
    const queues = q.find((x) => /queues/.test(x.question));
    expect(queues?.options?.map((o) => o.value)).toEqual(["Yes, usually", "Sometimes", "No"]);
  });

  it("asks whether what people report holds, and reads 'skate hire ok?' whole", () => {
    const q = generateQuestions(
      "ice rink - skate hire ok? ppl say the changing rooms r v cold esp in the morning. would skaters pay for lockers",
    ).map((x) => x.question);
    expect(q).toContain("Is the skate hire OK?");
    expect(q.join(" ")).toMatch(/Are the changing rooms very cold/);
  });

  it("reads 'fb' as feedback, or as Facebook where it names a page", () => {
    expect(plainPurpose("salon fb - did you find us via our fb page? is the booking ok.")).toBe(
      "salon feedback - did you find us via our Facebook page? is the booking OK?",
    );
  });

  it("reads trustees' purposes, hire rates and 'why don't ppl' plainly", () => {
    const purpose =
      "The trustees of Ashby Village Hall would like to understand why local clubs no longer book the main hall, whether the hire rates compare well with the school, and what would make the hall more attractive for weddings.";
    expect(readPurpose(purpose).subject).toBe("Ashby Village Hall");
    const q = generateQuestions(purpose).map((x) => x.question);
    expect(q).toContain("Do the hire rates compare well with the school?");
    const bikes = generateQuestions(
      "e-bike shop - buyers. why don't ppl come back for their free 6 wk check. anything that would make them recommend us",
    ).map((x) => x.question);
    expect(bikes).toContain("What stops you from coming back for your free 6 week check?");
    expect(bikes).toContain("What would make you recommend us?");
  });

  it("asks a note's 'times suit u?' with 'do'", () => {
    expect(
      generateQuestions("piano school. Qs for adult learners - lesson times suit u? theory too dry?").map(
        (x) => x.question,
      ),
    ).toContain("Do the lesson times suit you?");
  });

  it("parts 'and also' after a question mark without a stray stop", () => {
    expect(plainPurpose("cafe - food good? and also, how was the service")).toBe(
      "cafe - food good? Also, how was the service",
    );
  });
});
