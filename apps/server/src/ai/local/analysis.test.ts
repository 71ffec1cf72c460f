import { type AnswerEntry, analysisSchema, type Question } from "@parley/schema";
import { describe, expect, it } from "vitest";
import { analyze } from "./analysis.ts";
import { holdsThemeWord } from "./themes.ts";

const questions: Question[] = [
  { id: 1, question: "How satisfied are you overall?", type: "slider", min: 0, max: 10 },
  {
    id: 2,
    question: "How would you rate the service?",
    type: "radio",
    options: ["Excellent", "Good", "Poor"].map((value, key) => ({ key, value })),
  },
  {
    id: 3,
    question: "What did you enjoy?",
    type: "checkbox",
    options: ["The food", "Friendly staff", "Yes, fully"].map((value, key) => ({ key, value })),
  },
  { id: 4, question: "What could we do better?", type: "open-ended", requiresPrompt: true },
];

function response(slider: string, radio: string, checkbox: string, text: string, followUp?: string): AnswerEntry[] {
  const entries: AnswerEntry[] = [
    { id: "1", question: questions[0]?.question ?? "", type: "slider", answer: slider, isFollowUp: false },
    { id: "2", question: questions[1]?.question ?? "", type: "radio", answer: radio, isFollowUp: false },
    { id: "3", question: questions[2]?.question ?? "", type: "checkbox", answer: checkbox, isFollowUp: false },
    { id: "4", question: questions[3]?.question ?? "", type: "open-ended", answer: text, isFollowUp: false },
  ];
  if (followUp) {
    entries.push({ id: "4.1", question: "What went wrong?", type: "open-ended", answer: followUp, isFollowUp: true });
  }
  return entries;
}

/** The analysis of one open question's answers, one respondent each. */
function analyzeOpen(question: string, answers: string[]) {
  return analyze({
    questions: [{ id: 1, question, type: "open-ended" }],
    responses: answers.map((answer) => [{ id: "1", question, type: "open-ended", answer, isFollowUp: false }]),
  });
}

const responses = [
  response("9", "Excellent", "The food, Friendly staff", "Nothing, it was lovely"),
  response("2", "Poor", "The food", "The service was really slow", "Waited 40 minutes for coffee"),
  response("3", "Poor", "", "Slow service and cold food"),
  response("8", "Good", "Friendly staff, Yes, fully", "Great coffee but the wait times are too long"),
  response("5", "Poor", "The food", "More seating please"),
  response("1", "Poor", "The food", "Waiting time was far too long and the staff were rude"),
];

describe("analyze", () => {
  const result = analyze({ questions, responses });

  it("matches the spec's shape, with integer percents summing to 100", () => {
    expect(analysisSchema.parse(result)).toEqual(result);
    const { positive, negative, neutral } = result.overallSentiment;
    expect(positive + negative + neutral).toBe(100);
  });

  it("names the options that made a choice question negative, with the percent its pie shows", () => {
    const prices: Question = {
      id: 1,
      question: "How do you find our prices?",
      type: "radio",
      options: ["Very reasonable", "Reasonable", "A bit high", "Far too high"].map((value, key) => ({ key, value })),
    };
    const picks = [
      "Reasonable",
      "Reasonable",
      "A bit high",
      "A bit high",
      "A bit high",
      "Far too high",
      "Very reasonable",
      "Far too high",
    ];
    const read = analyze({
      questions: [prices],
      responses: picks.map((answer) => [
        { id: "1", question: prices.question, type: "radio", answer, isFollowUp: false },
      ]),
    });
    expect(read.questions[0]?.breakdown).toEqual({ positive: 38, negative: 62, neutral: 0 });
    expect(read.actionableInsights).toContain(
      'Look into "How do you find our prices": 62% of 8 answers were negative ("A bit high" 3, "Far too high" 2).',
    );
  });

  it("gives each question the split of its answers' sentiment, for its pie", () => {
    // "Excellent", "Poor", "Poor", "Good", "Poor", "Poor": two of six good, four bad.
    const service = result.questions.find((q) => q.questionId === 2);
    expect(service?.breakdown).toEqual({ positive: 33, negative: 67, neutral: 0 });
    expect(service?.sentiment).toBe("negative");
  });

  it("reports every question but follow-ups", () => {
    expect(result.questions.map((q) => q.questionId)).toEqual([1, 2, 3, 4]);
    const withFollowUp = analyze({
      questions: [...questions, { id: "4.1", question: "What went wrong?", type: "open-ended" }],
      responses,
    });
    expect(withFollowUp.questions.map((q) => String(q.questionId))).not.toContain("4.1");
  });

  it("reads sliders by position and choices by option text", () => {
    const byId = new Map(result.questions.map((q) => [q.questionId, q]));
    expect(byId.get(1)?.responsePatterns.mostCommonKeywords[0]).toBe("average 4.7 of 10");
    expect(byId.get(2)?.responsePatterns.mostCommonKeywords).toEqual(["Poor (4)", "Excellent (1)", "Good (1)"]);
    expect(byId.get(2)?.sentiment).toBe("negative");
    expect(byId.get(3)?.responsePatterns.mostCommonKeywords).toContain("Yes, fully (1)");
    expect(byId.get(4)?.sentiment).toBe("negative");
  });

  it("groups paraphrases into one readable theme with praise and complaints counted", () => {
    // "really slow", "Slow service", "wait times are too long", "Waiting time was far too long" and
    // the follow-up "Waited 40 minutes" (same respondent as "really slow", counted once).
    expect(result.commonThemes).toContain("Speed of service (4: 4 negative)");
    expect(result.questions.find((q) => q.questionId === 4)?.responsePatterns.mostCommonKeywords[0]).toBe(
      "Speed of service (4)",
    );
  });

  it("gives each complaint its share of that question's answers, a quote and a next step", () => {
    const speed = result.actionableInsights.find((i) => i.startsWith("Speed of service"));
    expect(speed).toMatch(
      /^Speed of service: 67% of the 6 answers to "What could we do better" complained about it \(4\)/,
    );
    expect(speed).toMatch(/e\.g\. "[^"]+"\. Next step: look at staffing/);
  });

  it("is deterministic", () => {
    expect(analyze({ questions, responses })).toEqual(result);
  });

  it("reads the same words by the question they answer, however often they repeat", () => {
    const liked = "What did you like most?";
    const better = "What could we do better?";
    const result = analyze({
      questions: [
        { id: 1, question: liked, type: "open-ended" },
        { id: 2, question: better, type: "open-ended" },
      ],
      responses: Array.from({ length: 30 }, (_, i) => [
        { id: "1", question: liked, type: "open-ended", answer: "The parking", isFollowUp: false },
        // Spacing aside, the same answer.
        {
          id: "2",
          question: better,
          type: "open-ended",
          answer: i < 20 ? "The parking" : "The  parking ",
          isFollowUp: false,
        },
      ]),
    });
    expect(result.questions.map((q) => q.sentiment)).toEqual(["positive", "neutral"]);
    expect(result.commonThemes).toEqual(["Parking and access (60: 30 negative, 30 positive)"]);
    expect(result.actionableInsights[0]).toMatch(
      /^Parking and access: 100% of the 30 answers to "What could we do better"/,
    );
  });

  it("calls a form with no answers neutral", () => {
    const empty = analyze({ questions, responses: [response("", "", "", "  ")] });
    expect(empty.overallSentiment).toEqual({ positive: 0, negative: 0, neutral: 100 });
    expect(empty.questions.every((q) => q.sentiment === "neutral")).toBe(true);
    expect(empty.commonThemes).toEqual([]);
  });
});

describe("analyze, themes by meaning", () => {
  const improve: Question = { id: 1, question: "What should we improve?", type: "open-ended" };
  const other: Question = { id: 2, question: "Anything else?", type: "open-ended" };
  const run = (first: string[], second: string[] = []) =>
    analyze({
      questions: [improve, other],
      responses: first.map((a, i) => [
        { id: "1", question: improve.question, type: "open-ended", answer: a, isFollowUp: false },
        { id: "2", question: other.question, type: "open-ended", answer: second[i] ?? "", isFollowUp: false },
      ]),
    });

  it("counts a suggestion as a complaint about its theme, not as a negative answer, and contentment as no complaint", () => {
    const result = run(["Faster service.", "Nothing, all good", "Nothing, keep it up", "More parking please"]);
    expect(result.commonThemes).toContain("Speed of service (1: 1 negative)");
    expect(result.overallSentiment.negative).toBe(0);
    expect(result.overallSentiment.neutral).toBe(50);
    expect(result.overallSentiment.positive).toBe(50);
  });

  it("computes shares over the answers of the question the theme came from", () => {
    const first = [
      "Took forever",
      "Slow service",
      "Lovely food",
      "Great staff there",
      "Nice place",
      "Cosy",
      "Fine",
      "Good",
    ];
    const second = ["", "", "", "", "", "", "", "The toilets were dirty"];
    const result = run(first, second);
    expect(result.actionableInsights[0]).toMatch(/^Speed of service: 25% of the 8 answers to "What should we improve"/);
    expect(result.actionableInsights.join("\n")).toMatch(/Cleanliness: 100% of the 1 answer to "Anything else"/);
  });

  it("quotes an answer that names the theme in its common words, not a stray one", () => {
    const first = [
      "Far too expensive",
      "Too expensive for a small town",
      "Expensive compared with elsewhere",
      "A stone chip became a £300 bill with no evidence",
      "Nice place",
      "Fine",
    ];
    const result = run(first, []);
    const price = result.actionableInsights.find((i) => i.startsWith("Price and value"));
    expect(price).toMatch(/e\.g\. "[^"]*xpensive/);
  });

  it("lists every theme above a small share, even past eight of them", () => {
    const topics = [
      "The wait was too long",
      "The staff were rude",
      "The food was cold",
      "The portions were tiny",
      "Too noisy",
      "Dirty toilets",
      "Too expensive",
      "Nowhere to park",
      "More vegan dishes",
    ];
    const answers: string[] = [];
    topics.forEach((t, i) => {
      for (let k = 0; k < 10 - i; k++) answers.push(t);
    });
    // One answer in 54 is under the 3% share: not a common theme.
    answers.push("The wifi kept dropping");
    const result = run(answers);
    // "Dirty toilets" names two themes: the toilets and cleanliness.
    expect(result.commonThemes).toHaveLength(10);
    expect(result.commonThemes.at(-1)).toBe("Menu choice (2: 2 negative)");
    expect(result.commonThemes.join()).not.toContain("Wi-Fi");
  });

  it("falls back to noun phrases for answers no vocabulary covers", () => {
    const result = run([
      "The gift shop sells only keyrings",
      "gift shop sells nothing interesting",
      "Loved it all",
      "Fine",
      "The gift shop is tiny",
    ]);
    expect(result.commonThemes).toContain("Gift shop (3: 3 negative)");
    // The phrase speaks for its words: no "Gift" or "Shop" beside it.
    expect(result.commonThemes.filter((t) => /^(gift|shop) \(/i.test(t))).toEqual([]);
    expect(result.actionableInsights[0]).toMatch(
      /^Gift shop: 60% of the 5 answers to "What should we improve" complained about it \(3\), e\.g\. "(The )?gift shop/,
    );
  });
});

describe("analyze, one theme for one thing", () => {
  it("shows no word theme beside the vocabulary theme its word names, and no theme made of a plain 'No.'", () => {
    const question = "What stands out to you about our prices, good or bad?";
    const said = [
      "Fair prices.",
      "Reasonable prices.",
      "Prices are a bit high for a small dog.",
      "Prices went up again this year.",
      "Good prices compared to the chain in town.",
      "The price list is hard to find.",
      "A bit pricey but worth it.",
      "Prices okay-ish.",
      "Way too expensive now.",
      "Great value for what you get.",
      "The price of the nail trim is silly.",
      "Fair and clear prices.",
    ];
    const { commonThemes } = analyze({
      questions: [{ id: 1, question, type: "open-ended" }],
      responses: said.map((answer) => [
        { id: "1", question, type: "open-ended", answer, isFollowUp: false },
        {
          id: "1.1",
          question: "Could you say a bit more about that?",
          type: "open-ended",
          answer: "No.",
          isFollowUp: true,
        },
      ]),
    });
    expect(commonThemes.some((t) => t.startsWith("Price and value"))).toBe(true);
    expect(commonThemes.filter((t) => /^Price\b(?! and value)/.test(t))).toEqual([]);
    expect(commonThemes.filter((t) => t.startsWith("No."))).toEqual([]);
  });
});

describe("analyze, themes of the form's domain", () => {
  const run = (questions: string[], answers: string[][]) => {
    const qs: Question[] = questions.map((q, i) => ({ id: i + 1, question: q, type: "open-ended" }));
    return analyze({
      questions: qs,
      responses: answers.map((r) =>
        r.map((a, i) => ({
          id: String(i + 1),
          question: questions[i] ?? "",
          type: "open-ended",
          answer: a,
          isFollowUp: false,
        })),
      ),
    }).commonThemes.map((t) => t.replace(/ \(.*$/, ""));
  };
  const cardMachine = [
    "Mostly the card machine; it failed twice and I had to pay in cash",
    "Add a second till at lunchtime and fix the card reader",
  ];

  it("counts a broken bike under repairs, not as an app bug, once the answers borrowed the bug theme", () => {
    const answers = [
      "The app keeps crashing",
      "So many bugs in the app",
      "The app froze when I paid",
      "Error messages every time I unlock",
      "Glitchy app",
      "Lights broken on my bike",
      "Brakes broken on two bikes this week",
      "The chain came off, it is broken",
    ];
    const { commonThemes } = analyzeOpen("How could the scheme be improved?", answers);
    expect(commonThemes).toContain("Repairs and maintenance (3: 3 negative)");
  });

  it("counts the food complaints of a form that is not about food as one food theme", () => {
    const food = [
      "The pasta was cold by the time they ate it",
      "Tasteless sandwiches every day",
      "No vegetarian option at all",
      "Healthier snacks please",
    ];
    const other = [
      "Far too expensive for a week",
      "Cheaper prices for siblings",
      "The fees went up again",
      "Costs too much for what it is",
      "A discount for brothers and sisters",
      "The staff were rude to the parents",
      "Friendlier staff at the gate",
      "Staff seemed bored",
      "More staff at lunchtime",
      "The staff shouted at the kids",
      "Parking is a nightmare at drop off",
      "Nowhere to park in the mornings",
      "The car park is tiny",
      "Parking spaces are always full",
      "Better parking please",
      "Keep us informed about trips",
      "We never get told what is planned",
      "More information before the week starts",
      "Send updates during the day",
      "Communication with parents is poor",
    ];
    const { commonThemes } = analyzeOpen("How could our holiday club improve?", [...food, ...other]);
    expect(commonThemes).toContain("Food and drink (4: 4 negative)");
    expect(commonThemes.join()).not.toMatch(/Food temperature|Food taste|Menu choice|Healthy options/);
  });

  it("counts a few answers on how the work came out as one quality theme, not three small ones", () => {
    const quality = [
      "I asked for a trim and they ignored it",
      "Still had knots behind his ears",
      "The finish was nothing like the photos",
      "Bit of a hack job",
    ];
    const other = [
      "Far too expensive",
      "Prices went up again",
      "Costs too much for what it is",
      "Cheaper for small dogs please",
      "Price is steep",
      "Staff were rude",
      "Friendlier staff at the desk",
      "The staff seemed stressed",
      "Staff ignored me at pick up",
      "More staff on saturdays",
      "Parking is a nightmare",
      "Nowhere to park",
      "The car park is tiny",
      "Parking spaces are always full",
      "Better parking please",
      "Keep us informed",
      "Never told when he was ready",
      "Send updates during the day",
      "Communication is poor",
      "No call to say she was done",
      "Open later on weekdays",
      "Sunday opening would help",
    ];
    const { commonThemes } = analyzeOpen("How could we improve your visits?", [...quality, ...other]);
    expect(commonThemes).toContain("Quality of the work (4: 4 negative)");
    expect(commonThemes.join()).not.toMatch(/Requests not followed|Thoroughness|Result not as expected/);
    // A lone part, nothing else of its family said, keeps its own name.
    const requests = [
      "I asked for no onions and got onions",
      "Asked for extra sauce, none came",
      "They ignored my notes",
    ];
    const alone = analyzeOpen("How could we improve your visits?", [...requests, ...other]).commonThemes;
    expect(alone.join()).toMatch(/Requests not followed \(3/);
    expect(alone.join()).not.toContain("Quality of the work");
  });

  it("reads the thing most answers talk about as the form's subject, not as a theme it implies", () => {
    const answers = [
      "Got my car back a day later than promised",
      "My car came back dirtier than it went in",
      "They kept my car all week",
      "Nobody rang when my car was done",
      "My car still makes the same noise",
      "No courtesy car = I can't use you",
      "The courtesy car was booked but never there",
      "Never any courtesy cars available",
      "The courtesy car had an empty tank",
      "The courtesy car smelled of smoke",
      "Far too expensive",
      "The bill was double the quote",
      "Prices keep going up",
      "Rude staff on the desk",
      "The staff never smile",
      "Booking online never works",
      "Hard to get a booking this month",
      "The waiting room is cramped",
      "Nothing, all good",
      "Happy as it is",
    ];
    const { commonThemes, actionableInsights } = analyzeOpen("How could the garage improve?", answers);
    // "car" here is what the garage works on: it implies no parking problem.
    expect(commonThemes.join()).not.toContain("Parking and access");
    expect(actionableInsights.join()).not.toContain("parking");
    // A thing named in a compound once is counted in every answer that names it, covered or not.
    expect(commonThemes).toContain("Courtesy car (5: 5 negative)");
  });

  it("counts a word theme by the answers that say its word, as many as open behind it", () => {
    const answers = [
      "The jigsaws are missing pieces",
      "Half the jigsaws have a piece gone",
      "Jigsaw boxes are falling apart",
      "More jigsaws for kids",
      "I loved doing a jigsaw with my gran",
      "The jigsaw table wobbles",
      "The jigsaw corner is far too noisy",
      "Staff were rude when I asked for a jigsaw",
      "Jigsaw puzzles cost too much to hire",
      "Cheaper drinks",
      "The toasties were cold",
      "jigsaw puzzle pieces lost",
      "a new jigsaw puzzle every week",
      "the wait for a jigsaw puzzle table was long",
    ];
    const { commonThemes } = analyzeOpen("What could we do better?", answers);
    // "Puzzle" in a compound and beside other themes counts too, as its quotes find it.
    for (const word of ["puzzle", "piece"]) {
      const said = answers.filter((a) => holdsThemeWord(word).test(a)).length;
      const label = word[0]?.toUpperCase() + word.slice(1);
      expect(commonThemes.find((t) => t.startsWith(label))).toMatch(new RegExp(`^${label} \\(${said}:`));
    }
  });

  it("never claims more complaints about a word theme than the answers that open behind it", () => {
    const answers = [
      "The plants were dying on the shelves",
      "Half the plants looked dead",
      "Plants need watering more",
      "Sad plants everywhere",
      "The lavender was all brown",
      "Roses were covered in greenfly",
      "The tulips had wilted",
      "Dead lavender by the door",
      "The roses looked neglected",
      "Wilted tulips again",
      "Cheaper compost",
      "Parking is tight",
      "Staff were great",
      "Longer opening hours",
      "Cafe was too busy",
    ];
    const { commonThemes, actionableInsights } = analyzeOpen("What could we improve at the garden centre?", answers);
    const said = answers.filter((a) => holdsThemeWord("plant").test(a)).length;
    expect(commonThemes).toContain(`Plant (${said}: ${said} negative)`);
    expect(actionableInsights.find((i) => i.startsWith("Plant:"))).toMatch(
      new RegExp(`complained about it \\(${said}\\)`),
    );
  });

  it("names a lone noun by what its answers say of it, or by the compound they use", () => {
    const run = (answers: string[]) => analyzeOpen("What could we do better at the club?", answers);
    const greensAnswers = [
      "The greens were bumpy all summer",
      "Bumpy greens again",
      "The greens are far too slow",
      "Slow greens after rain",
      "Please look after the greens",
      "Greens need work",
    ];
    const greens = run(greensAnswers);
    expect(greens.commonThemes[0]).toBe("Green: bumpy, slow (6: 6 negative)");
    // Its insight reads as a vocabulary theme's: share, count and a quote that says the word.
    expect(greens.actionableInsights[0]).toBe(
      'Green (bumpy, slow): 100% of the 6 answers to "What could we do better at the club" complained about it (6), e.g. "The greens were bumpy all summer". Next step: follow up with these respondents to find the root cause.',
    );
    // One answer among ten or more is no theme yet.
    const club = run([
      ...greensAnswers,
      "The tee times go in seconds",
      "Members get the best slots",
      "Fees are too high",
      "Parking is a nightmare",
      "Cold showers",
    ]);
    expect(club.commonThemes.filter((t) => /^(Second|Member)/.test(t))).toEqual([]);
    // The thing the form asks about is no complaint of its own.
    const bikes = analyzeOpen("How could the bike share be improved?", [
      "The bikes are heavy",
      "Bikes are always heavy",
      "Heavy bikes",
      "Old bikes",
      "The bikes are old",
      "Fees too high",
      "Bikes never there",
      "I hate the bikes",
      "bikes are rubbish",
    ]);
    expect(bikes.actionableInsights.join()).not.toMatch(/(^|,)Bike:/);
    expect(bikes.actionableInsights.join()).toContain("Heavy bike: ");
    // The most complained-of comes first, though single complaints name vocabulary themes.
    const mixed = run([...greensAnswers, "Fees are too high", "Parking is a nightmare", "Cold showers", "Rude barman"]);
    expect(mixed.actionableInsights[0]).toMatch(/^Green \(bumpy, slow\): /);
    const tees = run([
      "The tee times go in seconds",
      "More tee times at weekends",
      "Tee times for members first",
      "Tee sheet is a mess",
      "Let visitors have later tees",
    ]);
    expect(tees.commonThemes[0]).toMatch(/^Tee time \(/);
    // Words each said once are not what the answers say of it.
    const pitches = run([
      "A new pitch please",
      "The tiny pitch",
      "Our specific pitch",
      "Pitch was muddy",
      "Pitch was muddy again",
    ]);
    expect(pitches.commonThemes.join()).not.toMatch(/new|tiny|specific/);
    // Nothing said of it twice: named by the general theme its answers raise.
    const bags = run([
      "Half the bag was missing",
      "The bag had the wrong items in it",
      "The bag arrived soaked",
      "Our bag never has napkins",
      "The bag ripped on the doorstep",
      "Bag was torn at the handle",
    ]);
    expect(bags.commonThemes[0]).toBe("Bag: wrong or missing items (6: 6 negative)");
  });

  it("makes no theme of a pronoun with its verb ('I'm')", () => {
    const answers = [
      "I'm never told the price",
      "Honestly I'm fed up",
      "I'm paying too much",
      "I’m tired of it",
      "Im late",
    ];
    const themes = run(
      ["What could we do better?"],
      answers.map((a) => [a]),
    );
    expect(themes.filter((t) => /^i.?m$/i.test(t))).toEqual([]);
    expect(themes).toContain("Price and value");
  });

  it("gives a coffee shop's card machine no workplace or software theme", () => {
    const themes = run(["What did you think of our coffee shop?", "What should we improve?"], [cardMachine]);
    expect(themes).toContain("Checkout and payment");
    expect(themes).not.toContain("Pay and benefits");
    expect(themes).not.toContain("Stability and bugs");
  });

  it("tells a restaurant from its answers when the questions do not say", () => {
    const answers = [
      "The food was cold",
      "Waited ages for a table",
      "Tiny portions for the price",
      "The soup was bland",
      "My steak was overcooked",
      "Bigger portions please",
    ];
    const themes = run(
      ["What should we improve?"],
      [...answers, ...cardMachine].map((a) => [a]),
    );
    expect(themes).toEqual(expect.arrayContaining(["Checkout and payment", "Food temperature", "Portion size"]));
    expect(themes).not.toContain("Pay and benefits");
    expect(themes).not.toContain("Stability and bugs");
  });

  it("keeps every theme when the domain is unclear", () => {
    const themes = run(
      ["What should we improve?"],
      cardMachine.map((a) => [a]),
    );
    expect(themes).toEqual(expect.arrayContaining(["Checkout and payment", "Pay and benefits", "Stability and bugs"]));
  });

  // Thirty answers: on a handful, a word said three times is still a tenth of them (a known limit).
  it("gives a library no hotel, workplace or menu theme for a stray word, and counts its noise as one theme", () => {
    const answers = [
      "Too loud on the ground floor",
      "People take phone calls at the desks",
      "We need proper quiet zones",
      "Hard to concentrate with all the chatter",
      "A silent study room would be great",
      "The printer area is noisy",
      "Couldn't find a free desk again",
      "More sockets at the desks please",
      "The volunteer on the desk was lovely",
      "The book selection is tired",
      "Great range of books for kids",
      "The hours keep changing",
      "Open later in the evenings please",
      "Sunday opening would make a huge difference",
      "Closing at 5pm is too early for people who work",
      "Teenagers chatting loudly after school",
      "Peaceful in the mornings, I love it",
      "The Wi-Fi keeps dropping out",
      "More public computers please",
      "The broadband barely works upstairs",
      "Not enough seats near the windows",
      "The toilets are filthy",
      "Late fees are too high",
      "The librarians are so helpful",
      "Need more new fiction titles",
      "Nothing, it's great",
      "No complaints",
      "The lift has been broken for weeks",
      "More events for adults would be nice",
      "Open earlier in the morning",
    ];
    const themes = run(
      ["What could the library do better?"],
      answers.map((a) => [a]),
    );
    expect(themes).toEqual(expect.arrayContaining(["Noise level", "Opening hours", "Seating and space"]));
    for (const stray of ["Check-in and reception", "Location", "Menu choice", "Workload and hours"])
      expect(themes).not.toContain(stray);
  });

  it("still finds bugs in a software form and pay in a workplace survey", () => {
    const app = run(["What would make the app better for you?"], [["It crashed twice today"], ["Fewer bugs please"]]);
    expect(app).toContain("Stability and bugs");
    const work = run(
      ["How do you feel about working here?"],
      [["The pay is too low"], ["Better salary and a pension scheme"], ["My manager never listens"]],
    );
    expect(work).toEqual(expect.arrayContaining(["Pay and benefits", "Management"]));
  });

  it("reads a gym's answers with the gym's own themes, trainers as staff", () => {
    const answers = [
      "Half the treadmills are broken",
      "More squat racks please",
      "Way too busy after work",
      "Packed at peak times, you can't get on anything",
      "More evening yoga classes",
      "The class timetable keeps changing",
      "The showers are cold",
      "Lockers are too small",
      "Open earlier on weekdays",
      "Please stay open later on Fridays",
      "The trainers are really helpful",
      "Reception staff are rude",
    ];
    const themes = run(
      ["What would make the gym better for you?"],
      answers.map((a) => [a]),
    );
    expect(themes).toEqual(
      expect.arrayContaining([
        "Equipment",
        "Busy times and crowding",
        "Classes and timetable",
        "Changing rooms and showers",
        "Opening hours",
        "Staff friendliness and helpfulness",
      ]),
    );
    expect(themes).not.toContain("Teaching");
    expect(themes).not.toContain("Room comfort");
  });
});

describe("analyze, one topic one theme", () => {
  it("does not list a theme whose answers a larger listed theme already holds", () => {
    const answers = [
      "I waited an hour past my appointment",
      "Waited ages for my appointment again",
      "The appointment ran late and I waited 30 minutes",
      "Long wait even with an appointment",
      "Waited forty minutes in the queue",
      "The wait is far too long",
      "The nurses were lovely",
      "Nowhere to park",
      "Parking is a nightmare",
      "The staff were rude",
      "Too expensive",
      "Cheaper prices please",
    ];
    const result = analyze({
      questions: [{ id: 1, question: "How was your visit to the clinic?", type: "open-ended" }],
      responses: answers.map((answer) => [
        { id: "1", question: "How was your visit to the clinic?", type: "open-ended", answer, isFollowUp: false },
      ]),
    });
    const labels = result.commonThemes.map((t) => t.replace(/ \(.*$/, ""));
    expect(labels).toContain("Speed of service");
    expect(labels).not.toContain("Appointments");
  });
});

describe("analyze, contentment to an improvement question", () => {
  it.each(["Keep it up.", "No changes needed.", "No suggestions", "Nothing, all good"])(
    "%s is not negative",
    (answer) => {
      const question = "What should we improve?";
      const result = analyzeOpen(question, [answer]);
      expect(result.overallSentiment.negative).toBe(0);
    },
  );
});

describe("analyze, word themes of a form no vocabulary knows", () => {
  it("shows one theme when a larger word theme holds most of a vocabulary theme's answers", () => {
    const question = "What would make your stay better?";
    const answers = [
      "The shop closes too early",
      "Shop opening hours are too short",
      "The shop shuts at five, far too early",
      "A bigger shop please",
      "The shop is tiny",
      "The shop needs fresh bread",
      "Lower the price",
      "Better wifi",
      "Quieter neighbours",
      "Nothing, all good",
    ];
    const result = analyzeOpen(question, answers);
    expect(result.commonThemes.find((t) => t.startsWith("Shop"))).toBe(
      "Shop: opening hours (6: 5 negative, 1 positive)",
    );
    expect(result.commonThemes.join()).not.toContain("Opening hours");
  });

  it("counts an answer that also names a general theme toward the thing other answers name", () => {
    const question = "What should we change about the halls?";
    const answers = [
      "Sort out the laundry please",
      "The laundry is a nightmare",
      "The laundry is filthy",
      "Laundry costs too much",
      "Parties every night",
      "Nothing, all good",
      "The radiator is broken",
      "Lower the rent",
      "More bins outside",
      "Better wifi",
    ];
    const result = analyzeOpen(question, answers);
    // Two answers name it alone, two beside cleanliness and price: one theme of four.
    expect(result.commonThemes).toContain("Laundry (4: 4 negative)");
    expect(result.commonThemes.some((t) => t.startsWith("Cleanliness (2"))).toBe(true);
  });
});

describe("analyze, answers in another language", () => {
  it("takes no theme from them ('les' is no word of ours) and counts them as neither praise nor complaint", () => {
    const french = ["Les cours sont trop chers", "Les horaires ne sont pas pratiques", "Les profs sont super sympas"];
    const result = analyzeOpen("What could we do better?", [...french, "The hall is too cold", "Hall was freezing"]);
    expect(result.commonThemes.join(" ")).not.toMatch(/\bles\b/i);
    expect(result.questions[0]?.breakdown).toEqual({ positive: 0, negative: 40, neutral: 60 });
  });
});

describe("analyze, the respondent's own people", () => {
  it("names no theme after them: 'my son' says whose experience it was, not what about", () => {
    const answers = [
      "My son loves the warm-up games",
      "My son says the teacher is brilliant",
      "My son wants more time on stage",
      "The kids need more time to rehearse",
      "The kids get bored waiting",
      "My daughter finds the teacher kind",
    ];
    const result = analyzeOpen("What do you like most about the classes?", answers);
    expect(result.commonThemes.join(" ")).not.toMatch(/\b(Son|Kid|Kids|Daughter)\b/);
  });
});

describe("wish lists", () => {
  it("reads the games people wish for as wishes, not complaints", () => {
    const result = analyzeOpen("Which games do you wish we had?", [
      "Wingspan",
      "Ark Nova!!",
      "more two player games like Patchwork",
      "Gloomhaven",
      "Twilight Imperium",
      "Wingspan and Everdell",
      "Ticket to Ride Europe",
      "some party games like Codenames",
      "Everdell",
      "Dune Imperium",
    ]);
    expect(result.actionableInsights.join(" ")).not.toMatch(/complained/);
    expect(result.commonThemes.join(" ")).not.toMatch(/negative/);
  });
});

describe("side remarks", () => {
  it("shows no theme for a thing people mention in passing beside what they answered about", () => {
    const result = analyzeOpen("What would make your visit better?", [
      "More two player games please. Also your door is adorable",
      "the booking email never arrived. Adorable door though haha",
      "Good food, friendly service, loved the cute door",
      "Prices went up since last year, not cool. The door is so cute",
      "The music is too loud",
      "the toilets were dirty",
      "booking online was a nightmare",
      "cheaper drinks",
      "more staff at weekends",
      "the chairs are uncomfortable",
      "food took ages",
      "music way too loud on fridays",
      "we got turned away at the door",
      "the door sticks",
    ]);
    expect(result.commonThemes.join("; ")).not.toMatch(/\bDoor\b/i);
    expect(result.commonThemes.join("; ")).toMatch(/Noise|Music/);
  });
});

describe("the form's own subject", () => {
  it("is no theme when the form names it: the phone of a phone repair", () => {
    const result = analyzeOpen("How did we do with your phone repair?", [
      "my phone came back with a scratch",
      "the phone works great now",
      "phone still drains fast",
      "phone took 3 days",
      "fixed my phone in an hour",
      "phone was cheap to fix",
      "they explained what was wrong with the phone",
      "phone camera still blurry",
      "my phone is like new",
      "phone was ready on time",
      "price was fair",
      "the guy was rude",
    ]);
    expect(result.commonThemes.join("; ")).not.toMatch(/phone/i);
  });

  it("is no theme when most answers speak of it: the plot of a film", () => {
    const result = analyzeOpen("What did you think of the film?", [
      "the plot was confusing",
      "plot twist at the end was great",
      "plot dragged in the middle",
      "loved the plot",
      "the plot made no sense",
      "too slow, the plot went nowhere",
      "the characters were flat",
      "plot holes everywhere",
      "predictable plot",
      "the ending ruined the plot",
      "the acting was wooden",
      "music was great",
    ]);
    expect(result.commonThemes.join("; ")).not.toMatch(/plot/i);
    expect(result.actionableInsights.join(" ")).not.toMatch(/^Plot/m);
  });
});

describe("analyze, a follow-up's short reply", () => {
  it("reads a day or an hour said alone in reply to a follow-up as when, not as the timetable", () => {
    const question: Question = {
      id: 1,
      question: "What could we do better?",
      type: "open-ended",
      requiresPrompt: true,
    };
    const entry = (id: string, answer: string): AnswerEntry => ({
      id,
      question: id === "1" ? question.question : "When was that?",
      type: "open-ended",
      answer,
      isFollowUp: id !== "1",
    });
    const replies = ["saturday night", "friday evening", "sunday afternoon", "saturday night"];
    const withReplies = analyze({
      questions: [question],
      responses: replies.map((reply) => [entry("1", "It was far too noisy"), entry("1.1", reply)]),
    });
    expect(withReplies.commonThemes.join()).not.toMatch(/Timetable/);
    // Said as the answer itself, it is the timetable.
    const asAnswers = analyze({
      questions: [question],
      responses: replies.map((reply) => [entry("1", `only open ${reply}`)]),
    });
    expect(asAnswers.commonThemes.join()).toMatch(/Timetable/);
  });
});

describe("analyze, a dental practice's patients", () => {
  it("gathers nerves and pain into one theme, and a groomer's anxious dogs stay care and handling", () => {
    const dental = analyzeOpen("What could we do to improve your visits to the practice?", [
      "More understanding with nervous patients like me",
      "the numbing injection was painful",
      "Offer sedation for people who are terrified",
      "I'm petrified of the drill and nobody noticed",
      "headphones would help my anxiety",
      "please wait for the anaesthetic to work",
      "Parking is a nightmare",
      "Reception could be friendlier",
    ]);
    expect(dental.commonThemes.join("; ")).toMatch(/^Pain and nerves \(6/);
    const groomer = analyzeOpen("What could we do better at the grooming salon?", [
      "My old boy gets anxious, shorter stays please",
      "She came back trembling",
      "Be more gentle with nervous dogs",
      "he was handled roughly",
      "she was scared for days",
      "too expensive",
    ]);
    expect(groomer.commonThemes.join("; ")).not.toMatch(/Pain and nerves/);
  });
});

describe("analyze, a language school's students", () => {
  it("names no theme after 'idk', and gathers requests to speak more into one theme", () => {
    const result = analyzeOpen("What would make you sign up for the next level of our Spanish course?", [
      "More speaking practice please",
      "idk",
      "idk",
      "idk",
      "More actual talking, less grammar",
      "more conversation practice",
      "The zoom sound keeps cutting out",
      "my mic keeps cutting out",
      "The audio is awful half the time",
    ]);
    expect(result.commonThemes.join("; ")).not.toMatch(/Idk/i);
    expect(result.commonThemes.join("; ")).toMatch(/Speaking practice \(3/);
    expect(result.commonThemes.join("; ")).toMatch(/Sound and picture/);
  });
});

describe("a café's food is one theme", () => {
  it("shows food and its taste as one theme, not two", () => {
    const question = "How could we make your visit better?";
    const answers = [
      "the scones were stale",
      "cake was dry and tasted a day old",
      "sausage roll was bland",
      "the brownies are lovely but too small for the price",
      "more savoury food please, it's all cake",
      "sandwiches were soggy",
      "the bread was amazing",
      "toastie was burnt",
      "coffee tasted burnt",
      "latte was lukewarm",
      "more gluten free cakes",
      "the flapjack was rock hard",
    ];
    const result = analyze({
      questions: [{ id: 1, question, type: "open-ended" }],
      responses: answers.map((answer) => [{ id: "1", question, type: "open-ended", answer, isFollowUp: false }]),
    });
    const food = result.commonThemes.filter((t) => /^Food (and drink|taste and quality) \(/.test(t));
    expect(food, result.commonThemes.join("; ")).toHaveLength(1);
  });
});
