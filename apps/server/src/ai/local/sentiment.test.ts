import type { AnswerEntry, Question, Sentiment } from "@parley/schema";
import { describe, expect, it } from "vitest";
import lexiconJson from "./data/lexicon.json" with { type: "json" };
import { lexiconSchema } from "./lexicon.ts";
import { analyzeText, questionPolarity, scoreAnswer, scoreText, splitChoices } from "./sentiment.ts";
import phrases from "./sentiment-phrases.json" with { type: "json" };

const label = (text: string) => scoreText(text).label;

// Development examples, kept apart from the evaluation set in eval/labelled-answers.json.
const DEV: Array<[Sentiment, string]> = [
  ["positive", "The barista remembered my order, such a nice touch"],
  ["positive", "Absolutely loved the atmosphere"],
  ["positive", "Quick service and the food was hot"],
  ["positive", "Very clean rooms and comfy beds"],
  ["positive", "The host was incredibly welcoming"],
  ["positive", "The dentist was gentle and patient with my son"],
  ["positive", "I felt listened to and respected"],
  ["positive", "My line manager is supportive and fair"],
  ["positive", "The flexible hours have made life so much easier"],
  ["positive", "The tutor explained every step clearly"],
  ["positive", "Really practical examples I can use at work"],
  ["positive", "The panel discussion was fascinating"],
  ["positive", "Brilliantly organised from start to finish"],
  ["positive", "Parcel arrived a day early!"],
  ["positive", "The assistant in the shop was so helpful"],
  ["positive", "Sorted my refund within a day, thank you"],
  ["positive", "Tom fixed the issue on the first call"],
  ["positive", "Navigation is simple and the pages load fast"],
  ["positive", "The new layout is a big improvement"],
  ["positive", "Works great on my tablet"],
  ["positive", "Dark mode is gorgeous 😍"],
  ["positive", "Getting started was easy"],
  ["positive", "I'd happily pay for this"],
  ["positive", "What a clever idea, I'd use it daily"],
  ["positive", "The headphones are comfortable and the bass is great"],
  ["positive", "Lovely friendly instructors"],
  ["positive", "The kids come home happy every day"],
  ["positive", "Such a supportive group of volunteers"],
  ["positive", "Not bad at all"],
  ["positive", "No complaints, everything was on time"],
  ["positive", "Highly recommended!"],
  ["positive", "Can't recommend them highly enough"],
  ["positive", "Slow start but the second half was excellent"],
  ["positive", "The room was small but spotless and comfortable"],
  ["positive", "10/10"],
  ["positive", "Great :)"],
  ["positive", "👍👍"],
  ["positive", "Never had a problem with them"],
  ["positive", "Exceeded expectations"],
  ["positive", "Would definitely recommend to friends"],
  ["negative", "The coffee tasted burnt"],
  ["negative", "We waited ages for a table"],
  ["negative", "The room was freezing and the heating didn't work"],
  ["negative", "Reception was unhelpful and slow"],
  ["negative", "The appointment was rushed"],
  ["negative", "Nobody explained what would happen next"],
  ["negative", "My manager never gives feedback"],
  ["negative", "Too many meetings, not enough time to do the work"],
  ["negative", "The workshop was far too basic"],
  ["negative", "The exercises didn't match the lectures"],
  ["negative", "The venue was freezing and the coffee ran out"],
  ["negative", "Registration took over an hour"],
  ["negative", "The parcel went missing"],
  ["negative", "The shop assistant ignored us"],
  ["negative", "Still haven't heard back about my complaint"],
  ["negative", "They kept transferring me between departments"],
  ["negative", "The search never finds anything"],
  ["negative", "Checkout crashed twice"],
  ["negative", "The app is so slow since the update"],
  ["negative", "Can't log in on my phone"],
  ["negative", "The tutorial was way too long"],
  ["negative", "Couldn't find where to change my password"],
  ["negative", "Too pricey for what it is"],
  ["negative", "Tastes like cardboard"],
  ["negative", "The buttons feel cheap"],
  ["negative", "The gym is always packed and half the machines are broken"],
  ["negative", "Staff at reception were rude"],
  ["negative", "Communication with parents is terrible"],
  ["negative", "I don't feel appreciated"],
  ["negative", "Not worth the money"],
  ["negative", "Would not recommend"],
  ["negative", "Never again!"],
  ["negative", "Waste of time"],
  ["negative", "Could be better"],
  ["negative", "Good food but slow service"],
  ["negative", "The staff were friendly, however the room was dirty"],
  ["negative", "Although the speakers were good, the venue was awful"],
  ["negative", "Terrible 😡"],
  ["negative", "Disappointing :("],
  ["negative", "👎"],
  ["negative", "Not great, not terrible, but mostly disappointing"],
  ["negative", "I won't be coming back"],
  ["neutral", "It was ok"],
  ["neutral", "No opinion"],
  ["neutral", "N/A"],
  ["neutral", "Nothing to report"],
  ["neutral", "I went on a Tuesday"],
  ["neutral", "We ordered two coffees and a cake"],
  ["neutral", "Stayed for one night"],
  ["neutral", "I saw the hygienist"],
  ["neutral", "I work in sales"],
  ["neutral", "I took the online version"],
  ["neutral", "The talk was at 2pm"],
  ["neutral", "I paid with PayPal"],
  ["neutral", "I called their helpline"],
  ["neutral", "Visited from my phone"],
  ["neutral", "I mainly use the calendar"],
  ["neutral", "Signed up last week"],
  ["neutral", "I'd want to see the price first"],
  ["neutral", "Bought it for my brother"],
  ["neutral", "Twice a week"],
  ["neutral", "My daughter is in year 2"],
  ["neutral", "I help out at the jumble sale"],
  ["neutral", "It was fine"],
  ["neutral", "Okay I suppose"],
  ["neutral", "So-so"],
  ["neutral", "Pretty average"],
  ["neutral", "Can't say"],
  ["neutral", "Not sure"],
  ["neutral", "Neither good nor bad"],
  ["neutral", "It would be nice to have a vegan option"],
  ["neutral", "😐"],
];

describe("scoreText on development examples", () => {
  it("reads at least 90% of them right", () => {
    const wrong = DEV.filter(([want, text]) => label(text) !== want).map(([want, text]) => `${want}: ${text}`);
    expect(wrong.length / DEV.length, wrong.join("\n")).toBeLessThanOrEqual(0.1);
  });
});

describe("scoreText behaviours", () => {
  // Short phrases and the label a reader gives them, grouped by what they exercise.
  it.each(Object.entries(phrases))("%s", (_, labelled) => {
    for (const [text, want] of Object.entries(labelled)) expect(label(text), text).toBe(want);
  });

  it("labels plainly negative answers negative", () => {
    expect(label("The service was terrible")).toBe("negative");
    expect(label("Rude staff and a dirty table")).toBe("negative");
  });

  it("keeps really neutral answers neutral", () => {
    for (const text of ["It was ok", "No opinion", "N/A", "I came on Friday"]) expect(label(text)).toBe("neutral");
  });

  it("keeps factual answers neutral though they hold a negation or a problem noun", () => {
    for (const text of [
      "We called the helpline about a billing problem",
      "I phoned them about a fault with the boiler.",
      "I didn't speak to anyone from the council.",
      "I haven't used the new booking system yet.",
      "I waited for my daughter in the car park.",
      "Twice a month, usually on Fridays.",
      "No, I went on my own.",
      "None",
      "Nothing comes to mind",
    ]) {
      expect(label(text), text).toBe("neutral");
    }
  });

  it("reads questions, mild verdicts and even mixes as no overall opinion", () => {
    expect(analyzeText("Is there a student discount?").form).toBe("question");
    expect(analyzeText("It was ok.").form).toBe("mild");
    expect(analyzeText("fine").label).toBe("neutral");
    expect(analyzeText("Great teachers, awful building.").form).toBe("mixed");
    expect(analyzeText("3/5").form).toBe("mild");
    expect(analyzeText("Pretty average hotel.").form).toBe("mild");
    expect(analyzeText("Would love a brunch menu.").form).toBe("suggestion");
  });

  it("leans on the clause after a contrast when it weighs more, and reads an even contrast as mixed", () => {
    expect(analyzeText("good food but slow service").form).toBe("mixed");
    expect(analyzeText("slow service but good food").form).toBe("mixed");
  });

  it("weighs intensifiers and downtoners", () => {
    expect(scoreText("very good").score).toBeGreaterThan(scoreText("good").score);
    expect(scoreText("slightly slow").score).toBeGreaterThan(scoreText("slow").score);
    expect(scoreText("extremely rude").score).toBeLessThan(scoreText("rude").score);
  });

  it("treats excess as a complaint and wishes as wishes", () => {
    // A wish is a suggestion, and a suggestion names what is missing.
    expect(label("It would be great if it had dark mode")).not.toBe("positive");
  });

  it("reads a request as a suggestion: no opinion overall, a complaint about what it names", () => {
    for (const text of [
      "Faster service.",
      "More parking please",
      "Cheaper drinks",
      "More staff would be nice",
      "Quicker service at lunchtime would help",
      "Add a dark mode",
      "It would be nice to have an export to CSV",
      "A warmer welcome",
      "Comfier seats",
      "Some friendlier faces on the desk",
    ]) {
      const read = analyzeText(text);
      expect(read.label, text).toBe("neutral");
      expect(read.form, text).toBe("suggestion");
    }
    expect(analyzeText("Faster service.").clauses[0]?.raw).toBeLessThan(-0.4);
    expect(analyzeText("A warmer welcome").clauses[0]?.raw).toBeLessThan(-0.4);
    expect(label("More of the same please")).not.toBe("negative");
  });

  it("returns scores within -1..1 and is deterministic", () => {
    for (const [, text] of DEV) {
      const a = scoreText(text);
      expect(a.score).toBeGreaterThanOrEqual(-1);
      expect(a.score).toBeLessThanOrEqual(1);
      expect(scoreText(text)).toEqual(a);
    }
  });

  it("reads a word that is also a property of every object like any other word", () => {
    expect(label("The constructor was great")).toBe("positive");
  });
});

function entry(type: AnswerEntry["type"], question: string, answer: string): AnswerEntry {
  return { id: "1", question, type, answer, isFollowUp: false };
}

describe("scoreAnswer", () => {
  const slider: Question = { id: 1, question: "How satisfied are you overall?", type: "slider", min: 0, max: 10 };

  it("reads sliders by position on their scale", () => {
    expect(scoreAnswer(entry("slider", slider.question, "9"), slider).label).toBe("positive");
    expect(scoreAnswer(entry("slider", slider.question, "5"), slider).label).toBe("neutral");
    expect(scoreAnswer(entry("slider", slider.question, "2"), slider).label).toBe("negative");
    const fivePoint: Question = { ...slider, min: 1, max: 5 };
    expect(scoreAnswer(entry("slider", slider.question, "4"), fivePoint).label).toBe("positive");
    expect(scoreAnswer(entry("slider", slider.question, "10"), slider).score).toBe(1);
  });

  it("turns the scale around when a high number is bad", () => {
    const effort: Question = { ...slider, question: "How difficult was it to book?" };
    expect(scoreAnswer(entry("slider", effort.question, "9"), effort).label).toBe("negative");
  });

  it("reads radio and checkbox answers by their option text", () => {
    expect(scoreAnswer(entry("radio", "How satisfied are you?", "Very dissatisfied")).label).toBe("negative");
    expect(scoreAnswer(entry("radio", "How satisfied are you?", "Very satisfied")).label).toBe("positive");
    expect(scoreAnswer(entry("radio", "How did you hear about us?", "Social media")).label).toBe("neutral");
    expect(scoreAnswer(entry("radio", "Would you come again?", "Yes")).label).toBe("positive");
    expect(scoreAnswer(entry("radio", "Did you have any problems?", "Yes")).label).toBe("negative");
    expect(scoreAnswer(entry("checkbox", "Which of these went wrong?", "Slow pages, Pop-ups")).label).toBe("negative");
  });

  it("reads a chosen option by its place on a scale whose ends lean opposite ways", () => {
    const scale = (question: string, values: string[]): Question => ({
      id: 1,
      question,
      type: "radio",
      options: values.map((value, key) => ({ key, value })),
    });
    const ease = scale("How easy is booking?", [
      "Very easy",
      "Easy",
      "Neither easy nor difficult",
      "Difficult",
      "Very difficult",
    ]);
    const read = (q: Question, answer: string) => scoreAnswer(entry("radio", q.question, answer), q).label;
    // The middle of the scale is no complaint, though "difficult" is one of its words.
    expect(read(ease, "Neither easy nor difficult")).toBe("neutral");
    expect(read(ease, "Easy")).toBe("positive");
    expect(read(ease, "Difficult")).toBe("negative");
    const prices = scale("How do you find our prices?", [
      "Very reasonable",
      "Reasonable",
      "A bit high",
      "Far too high",
    ]);
    expect(read(prices, "A bit high")).toBe("negative");
    expect(read(prices, "Reasonable")).toBe("positive");
    // The feeling scale the drafts offer: "positive" and "negative" are the respondent's own verdict.
    const feeling = scale("Overall, how do you feel about the £5 cover charge?", [
      "Very positive",
      "Mostly positive",
      "Mixed",
      "Mostly negative",
      "Very negative",
    ]);
    expect(
      ["Very positive", "Mostly positive", "Mixed", "Mostly negative", "Very negative"].map((a) => read(feeling, a)),
    ).toEqual(["positive", "positive", "neutral", "negative", "negative"]);
    // A middle that is itself praise stays praise.
    expect(read(scale("How was the service?", ["Excellent", "Good", "Poor"]), "Good")).toBe("positive");
    // Yes and no still take their meaning from the question.
    const wait = scale("Is the wait too long?", ["Yes", "Partly", "No"]);
    expect(read(wait, "Yes")).toBe("negative");
  });

  it("reads a bare answer through the question", () => {
    expect(scoreAnswer(entry("open-ended", "What could we improve?", "Nothing")).label).toBe("positive");
    expect(scoreAnswer(entry("open-ended", "What did you like most?", "The staff")).label).toBe("positive");
    // What to change, named without a feeling, is no opinion (themes still count it against parking).
    expect(scoreAnswer(entry("open-ended", "What could we improve?", "The parking")).label).toBe("neutral");
    expect(scoreAnswer(entry("open-ended", "Any other comments?", "No")).label).toBe("neutral");
  });

  it("does not read contentment under an improvement question as a complaint", () => {
    const improve = "What should we improve?";
    expect(scoreAnswer(entry("open-ended", improve, "Nothing, keep it up")).label).toBe("positive");
    expect(scoreAnswer(entry("open-ended", improve, "Nothing, all good")).label).toBe("positive");
    expect(scoreAnswer(entry("open-ended", improve, "Nothing, just the slow checkout")).label).toBe("negative");
    expect(scoreAnswer(entry("open-ended", improve, "Faster service.")).label).toBe("neutral");
    expect(scoreAnswer(entry("open-ended", improve, "The slow checkout")).label).toBe("negative");
  });

  it("treats blank answers as neutral", () => {
    expect(scoreAnswer(entry("open-ended", "Anything else?", "   "))).toEqual({ label: "neutral", score: 0 });
  });
});

describe("questionPolarity and splitChoices", () => {
  it("tells praise questions from problem questions", () => {
    expect(questionPolarity("What did you enjoy most?")).toBe(1);
    expect(questionPolarity("What should we improve?")).toBe(-1);
    expect(questionPolarity("How did you hear about us?")).toBe(0);
  });

  it("keeps options that contain a comma whole", () => {
    const q: Question = {
      id: 1,
      question: "Which?",
      type: "checkbox",
      options: [
        { key: 0, value: "Yes, fully" },
        { key: 1, value: "Partly" },
      ],
    };
    expect(splitChoices("Yes, fully, Partly", q)).toEqual(["Yes, fully", "Partly"]);
  });
});

describe("lexicon data file", () => {
  it("is checked at load: a valence off the scale or an unknown contrast kind is refused", () => {
    expect(lexiconSchema.safeParse(lexiconJson).success).toBe(true);
    const offScale = { ...lexiconJson, phrases: [["lovely jubbly", 9]] };
    expect(lexiconSchema.safeParse(offScale).success).toBe(false);
    const badContrast = { ...lexiconJson, contrasts: [["but", "sideways"]] };
    expect(lexiconSchema.safeParse(badContrast).success).toBe(false);
  });
});

describe("survey answers that say more than their words", () => {
  it("reads one praise against one complaint as even, unless a side is stressed or a verdict is given", () => {
    for (const text of [
      "Staff are great, the showers are cold",
      "Lovely classes, awkward booking app",
      "Good lessons but parking is a nightmare",
      "Some days great, some days not",
      "The lessons are good and the parking is terrible",
      // What the denied praise was about ("on time") is no second opinion.
      "Good with my kids, not so good at running on time.",
    ]) {
      expect(analyzeText(text).form, text).toBe("mixed");
    }
    expect(label("Nice staff but filthy and I won't be back")).toBe("negative");
    expect(label("Lovely staff, but I won't be coming back")).toBe("negative");
    expect(label("Lovely staff, awful management, won't be back")).toBe("negative");
    expect(label("Terrible parking, but the staff made up for it")).toBe("positive");
    // "At least" offers a consolation, not an even side.
    expect(label("Awful experience, the receptionist was polite at least")).toBe("negative");
    expect(analyzeText("The yoga is great, the changing rooms are a disgrace").form).toBe("mixed");
    expect(label("Good food but really slow service")).toBe("negative");
    expect(label("A bit pricey but worth every penny")).toBe("positive");
    // A list of one thing's traits is not two sides.
    expect(analyzeText("cold, nervy and memorable").form).toBeUndefined();
    expect(analyzeText("Does what it needs to").form).toBe("mild");
    // A weak word ("early") is no side against a plain complaint; a mild one is against strong praise.
    expect(label("Buses leave early sometimes and I miss them, then the next is late.")).toBe("negative");
    expect(analyzeText("Modern equipment, old-fashioned booking system.").form).toBe("mixed");
    // A mild summing-up settles a mix; a strong one leans it.
    expect(analyzeText("Great staff, slow service, overall it was fine").form).toBe("mild");
    expect(label("Bit slow, but overall brilliant")).toBe("positive");
  });

  it("reads an answer that calls itself mixed as a mix, unless an opinion beside it leans", () => {
    for (const text of ["A mixed bag", "Ups and downs", "Pros and cons", "Depends who you get"]) {
      expect(analyzeText(text).form, text).toBe("mixed");
    }
    expect(label("A mixed bag, the staff were awful")).toBe("negative");
  });

  it("reads two full clauses around 'but' as a mix, and a verbless opening as a concession", () => {
    expect(analyzeText("The teachers are wonderful but the studio is freezing in winter.").form).toBe("mixed");
    expect(label("Nice decor but the food was bland")).toBe("negative");
  });

  it("reads an answer split between some and others as a mix, unless both halves praise", () => {
    expect(analyzeText("Some instructors are brilliant, some just read from a script").form).toBe("mixed");
    expect(label("Some staff are great, others are even better")).toBe("positive");
  });

  it("reads an elided negation as the opposite of the opinion before it", () => {
    expect(analyzeText("The engineer was helpful, the call centre was not.").form).toBe("mixed");
    expect(analyzeText("The food was good, the service less so.").form).toBe("mixed");
    expect(label("Whether you like it or not, it works")).toBe("positive");
    // What was promised, then denied, is a complaint.
    expect(label("The app was meant to be easy, it's not.")).toBe("negative");
    expect(label("I thought it would be fun, it was not")).toBe("negative");
  });

  it("reads a question the answer itself says no to as a complaint", () => {
    expect(label("Would I go again? Probably not.")).toBe("negative");
    expect(label("Was it good value? No.")).toBe("negative");
    expect(label("Would I go again? Yes!")).toBe("positive");
  });

  it("reads praise opening a complaint as irony, and plain praise as praise", () => {
    expect(label("Great, another price rise.")).toBe("negative");
    expect(label("Oh lovely, a forty minute queue.")).toBe("negative");
    expect(label("Great, thanks")).toBe("positive");
    expect(label("Brilliant, the staff sorted it straight away.")).toBe("positive");
    expect(label("Fantastic, yet another season ticket increase.")).toBe("negative");
    expect(label("Great, as usual")).toBe("positive");
    expect(label("Great, see you again next week")).toBe("positive");
  });

  it("hears understatement and quiet praise", () => {
    for (const text of [
      "I won't be rushing back",
      "I'll be looking elsewhere next time",
      "It's not really worth it",
      "I didn't really like it",
      "I keep going because it's close, not because it's any good",
      "They don't know what they're doing",
      "I won't be renewing my membership",
      "I've known better",
      "Hmm, not sure it was worth it",
      "Love waiting on hold for an hour",
      "Fine I guess, if you like waiting",
      "Not quite what I hoped for",
      "I won't be in a hurry to go back",
      "I'm thinking of switching",
      "Used to be great",
      "It's a bit much paying £10 for parking",
      "The receptionist was short with me",
      "I've been passed around for a week",
      "Staff just sit on their phones",
      "The school never listens to parents.",
    ]) {
      expect(label(text), text).toBe("negative");
    }
    for (const text of [
      "They know what they're doing",
      "Not a scratch on it",
      "The kids didn't want to leave",
      "My knee hasn't felt this good in years",
      "I'll be renewing my membership",
      "Did the trick",
      "Wouldn't go anywhere else",
      "Can't really fault it",
      "They kept me updated the whole time",
      "Staff couldn't do enough for us.",
      "Already booked the next one",
      "I've recommended them to friends",
      "My kids won't stop talking about it",
      "Hard to beat",
    ]) {
      expect(label(text), text).toBe("positive");
    }
  });

  it("hears resignation as a complaint", () => {
    for (const text of [
      "It's the only one nearby so what can you do",
      "We put up with it",
      "I'd leave if there was anywhere else",
      "Par for the course",
      "Nothing ever changes",
      "As expected, late again",
    ]) {
      expect(label(text), text).toBe("negative");
    }
    expect(analyzeText("As expected.").form).toBe("mild");
  });

  it("reads a request that something stop, or happen for once, as a complaint", () => {
    expect(label("Please stop moving class times.")).toBe("negative");
    expect(analyzeText("Please stop moving class times.").form).toBeUndefined();
    expect(label("Maybe answer the phone for once?")).toBe("negative");
    expect(label("Hire some more staff so we don't stand in line for half an hour.")).toBe("negative");
    expect(analyzeText("Hire some more staff at weekends.").form).toBe("suggestion");
    expect(label("Don't stop doing the Friday sessions")).not.toBe("negative");
    expect(label("Can someone actually fix the showers?")).toBe("negative");
    expect(label("How about not cancelling at the last minute?")).toBe("negative");
    expect(label("It would be nice if the trains ran on time for once")).toBe("negative");
    expect(analyzeText("Is it actually worth upgrading?").form).toBe("question");
    expect(label("Would it kill you to put more staff on?")).toBe("negative");
    // Asking for a fix praises nothing; a fix that was made does.
    expect(label("Fix the lift, it's been broken for a month")).toBe("negative");
    expect(label("They fixed it quickly")).toBe("positive");
  });

  it("knows plain words for shabby places and sour people", () => {
    expect(label("The changing rooms are grubby")).toBe("negative");
    expect(label("The manager was grumpy")).toBe("negative");
    expect(label("The gym is open late")).toBe("positive");
    expect(label("Everything was explained in plain English")).toBe("positive");
    expect(analyzeText("Explain the results of the test in plain english please.").form).toBe("suggestion");
  });

  it("reads complaints told as events: long waits, repeats, cancellations, lacks, leaving", () => {
    expect(label("Queued for an hour at the post office counter.")).toBe("negative");
    expect(label("Took three weeks to get a reply to my letter.")).toBe("negative");
    expect(label("I've emailed them five times about the invoice.")).toBe("negative");
    expect(label("Had to remind the receptionist to book me in.")).toBe("negative");
    expect(label("Had to ask for clean towels.")).toBe("negative");
    expect(label("They cancelled our table on the morning of the party.")).toBe("negative");
    expect(label("Still no word on the insurance claim.")).toBe("negative");
    expect(label("Stayed three nights with no hot water.")).toBe("negative");
    expect(label("We moved our business to a rival firm.")).toBe("negative");
    expect(label("Paid for a double room and got a single.")).toBe("negative");
    expect(label("My rent went up by a hundred pounds.")).toBe("negative");
    expect(label("Not a single bus on time this month.")).toBe("negative");
    expect(label("The wifi drops every night.")).toBe("negative");
  });

  it("keeps plain facts about times, habits and purchases neutral", () => {
    expect(label("The flight took three hours.")).toBe("neutral");
    expect(label("We sat in the lounge for two hours before boarding.")).toBe("neutral");
    expect(label("Sat in the garden for an hour with a coffee.")).toBe("neutral");
    expect(label("The bus sat at the depot for an hour.")).toBe("negative");
    expect(label("I moved my account to this branch when I moved house.")).toBe("neutral");
    expect(label("I waited for my son for an hour after practice.")).toBe("neutral");
    expect(label("I call them twice a year to read the meter.")).toBe("neutral");
    expect(label("I called again to confirm the time.")).toBe("neutral");
    expect(label("I had to ask the way to the pool.")).toBe("neutral");
    expect(label("We went in a second time to buy a gift.")).toBe("neutral");
    expect(label("No food or drink allowed in the pool.")).toBe("neutral");
    expect(label("We booked a table and got there at seven.")).toBe("neutral");
    expect(label("I switched to another tariff with them.")).toBe("neutral");
    expect(label("We ordered the set menu and got dessert free.")).not.toBe("negative");
    expect(label("I mostly use wifi, hardly any data.")).toBe("neutral");
    expect(analyzeText("Ordered about forty pounds' worth.").hits).toEqual([]);
  });

  it("reads praise told as events: quick, unasked, early, the fault put right", () => {
    expect(label("Fixed my boiler in twenty minutes.")).toBe("positive");
    expect(label("The refund was back on my card within two days.")).toBe("positive");
    expect(label("They sent a replacement without me even asking.")).toBe("positive");
    expect(label("The parcel came two days early.")).toBe("positive");
    expect(label("They repaired my broken zip while I waited.")).toBe("positive");
    expect(label("The bus left on the dot.")).toBe("positive");
    expect(label("Nothing missing, nothing damaged.")).toBe("positive");
    expect(label("Nothing happened.")).not.toBe("positive");
    expect(label("My bill was reduced after the meter check.")).toBe("positive");
    expect(label("They increased the fees again in January.")).toBe("negative");
    expect(label("We reduced our direct debit when we moved.")).toBe("neutral");
    expect(label("We got there at noon and no lunch had been arranged.")).toBe("negative");
  });

  it("reads plain praise of one thing beside a complaint about another as even", () => {
    expect(scoreText("Fun class, a bit crowded").label).toBe("neutral");
    expect(label("Clean rooms, a bit of a trek from the station")).toBe("neutral");
    expect(label("Friendly staff, the car park is a bit dark at night")).toBe("neutral");
    expect(label("Tidy fitters, paperwork took a while to arrive")).toBe("neutral");
    expect(analyzeText("Good haircut, took a bit longer than they said").form).toBe("mixed");
    // Stressed, conceded, about the whole, a sigh, or praise after "but": one side wins.
    expect(label("Nice decor but the food was bland")).toBe("negative");
    expect(label("Lovely building, but the service was painfully slow")).toBe("negative");
    expect(label("The scenes are fun, but it grows tedious")).toBe("negative");
    expect(label("Oh lovely, a forty minute queue just to post a letter")).toBe("negative");
    expect(label("A bit late, but the driver was lovely")).toBe("positive");
    expect(label("Clean interface, no clutter")).toBe("positive");
  });

  it("reads care told as events as praise: remembered, showed the work, held, fitted in, money back", () => {
    expect(label("The receptionist remembered my daughter is allergic to nuts")).toBe("positive");
    expect(label("They sent us photos of the work while we were abroad")).toBe("positive");
    expect(label("Texted me when my glasses were ready")).toBe("positive");
    expect(label("Kept the last one aside for me until Saturday")).toBe("positive");
    expect(label("Squeezed us in on a Saturday morning")).toBe("positive");
    expect(label("Got my deposit back within days")).toBe("positive");
    expect(label("Sorted the billing mix-up in one phone call")).toBe("positive");
    expect(label("Repaired the cracked window frame in twenty minutes")).toBe("positive");
    expect(label("The final bill matched the quote to the penny")).toBe("positive");
    expect(label("They let me pay in two halves")).toBe("positive");
    // The respondent's own doing, a wish, or a negation is no praise of the business.
    expect(label("I remembered to bring the paperwork")).toBe("neutral");
    expect(label("We sent photos of the damage to the insurer")).not.toBe("positive");
    expect(label("Never got my deposit back")).toBe("negative");
    expect(label("Please let us know the prices in advance")).not.toBe("positive");
    expect(label("They didn't charge me for the extra hour")).toBe("positive");
    expect(label("Please don't charge me for the call out")).not.toBe("positive");
    // The customer's own trouble after what the business did is the reason, not a fault.
    expect(label("Swapped our seats for free when my husband felt unwell")).toBe("positive");
    expect(label("I felt dismissed when I raised my concerns")).toBe("negative");
  });
});

describe("scoreAnswer, answers no reading of English can score", () => {
  const better: Question = { id: 1, question: "What could we do better next term?", type: "open-ended" };
  const liked: Question = { id: 1, question: "What do you like most about us?", type: "open-ended" };
  const label = (q: Question, answer: string) => scoreAnswer(entry("open-ended", q.question, answer), q).label;
  it("reads keyboard mash and another language as neither praise nor complaint, and emoji still", () => {
    expect(label(liked, "jjjjjjj")).toBe("neutral");
    expect(label(better, "asdf qwer zxcv")).toBe("neutral");
    expect(label(liked, "Les cours sont vraiment super pour les enfants")).toBe("neutral");
    expect(label(liked, "😍😍")).toBe("positive");
    expect(label(better, "Better wetsuits")).toBe("neutral");
  });
  it("reads abuse as a complaint whatever its other words, and 'n/a' as no answer", () => {
    expect(label(better, "nothing you idiots")).toBe("negative");
    expect(label(liked, "n/a")).toBe("neutral");
    expect(label(liked, "nothing")).toBe("negative");
  });
});

describe("scoreAnswer, yes or no to a good outcome", () => {
  const choose = (question: string, options: string[], answer: string) =>
    scoreAnswer(entry("radio", question, answer), {
      id: 1,
      type: "radio",
      question,
      options: options.map((value, key) => ({ key, value })),
    }).label;
  it("reads yes as praise and no as a complaint when the question asks after a good outcome", () => {
    const works = ["Yes", "Partly", "No"];
    expect(choose("Do the times and prices work for you?", works, "Yes")).toBe("positive");
    expect(choose("Do the times and prices work for you?", works, "No")).toBe("negative");
    expect(choose("Did we fix the problem?", ["Yes", "No"], "Yes")).toBe("positive");
    expect(choose("Did you have any problems booking?", ["Yes", "No"], "Yes")).toBe("negative");
    // Whether they could see, hear or find what they came for is an outcome too; a visit is only a fact.
    expect(choose("Could you see and hear the stage from where you sat?", works, "No")).toBe("negative");
    expect(choose("Could you see and hear the stage from where you sat?", works, "Yes")).toBe("positive");
    expect(choose("Were you able to find parking?", ["Yes", "No"], "No")).toBe("negative");
    expect(choose("Did you visit the café?", ["Yes", "No"], "Yes")).toBe("neutral");
  });
  it("reads an undecided option as neither", () => {
    expect(choose("Did the quote match the final bill?", ["Yes", "No", "Not sure"], "Not sure")).toBe("neutral");
    expect(choose("Would you come again?", ["Yes", "Maybe", "No"], "Maybe")).toBe("neutral");
  });
});

describe("scoreAnswer, a follow-up declined", () => {
  it("reads 'no that's all' to any follow-up as no opinion, whichever way the question leans", () => {
    for (const question of [
      "What would have made the essays better for you?",
      "What stood out to you about the reading?",
    ])
      for (const answer of ["no that's all", "nah thats it", "nope"]) {
        const entry: AnswerEntry = { id: "3.1", question, type: "open-ended", answer, isFollowUp: true };
        expect(scoreAnswer(entry).label, `${question} | ${answer}`).toBe("neutral");
      }
  });
});

describe("scoreText, a 'no' that answers the question", () => {
  it("reads the statement after it, whichever way it leans", () => {
    expect(label("no it works well")).toBe("positive");
    expect(label("no it doesn't work")).toBe("negative");
    expect(label("no they never turn up")).toBe("negative");
    // A "no" before a thing is still its lack.
    expect(label("No signal at all")).toBe("negative");
  });
});

describe("scoreAnswer, a person or thing to keep", () => {
  it("reads 'keep' with what they would not lose as praise, and 'keep prices down' as no praise", () => {
    const change = "What should we change about the course?";
    expect(scoreAnswer(entry("open-ended", change, "Just keep Carmen")).label).toBe("positive");
    expect(scoreAnswer(entry("open-ended", change, "keep the Friday sessions")).label).toBe("positive");
    expect(scoreAnswer(entry("open-ended", change, "keep prices down")).label).not.toBe("positive");
    expect(scoreAnswer(entry("open-ended", change, "keep the place clean")).label).not.toBe("positive");
  });
});

describe("scoreText, review sentences as corpora write them", () => {
  it("reads contractions split off the word ('has n 't', 'ca n't', 'it 's') as written together", () => {
    expect(label("the software has n 't been a hassle for me at all .")).toBe("positive");
    expect(label("all in all it hasn 't been a bad product .")).toBe("positive");
    expect(label("i do n't like it")).toBe("negative");
    expect(label("it wo n 't turn on")).toBe("negative");
  });

  it("reads praise put as a limit and complaints put as idioms", () => {
    expect(label("the diaper champ couldn 't be easier to use .")).toBe("positive");
    expect(label("it is light enough to carry around all day without bother .")).toBe("positive");
    expect(label("for the price i don 't think you can beat it .")).toBe("positive");
    expect(label("i didn't have any major problems")).toBe("positive");
    expect(label("1 ) a spare battery would have been great .")).toBe("negative");
    expect(label("Ruby Foo's is a tourist trap.")).toBe("negative");
    expect(label("A million better places to go in the city.")).toBe("negative");
    expect(label("I liked this place the first time but doubt I will ever return.")).toBe("negative");
    expect(label("The appetizers are just OK and the main courses were decidedly subpar.")).toBe("negative");
    expect(label("This establishment is the real deal.")).toBe("positive");
    expect(label("four raviolis doesn't cut it as an entre")).toBe("negative");
    expect(label("Some servers make you feel like they are doing you a favor to bring you the food.")).toBe("negative");
  });
});

describe("scoreText, words of short reviews", () => {
  it("knows review words and their common misspellings", () => {
    for (const text of [
      "Sound is tinny and there's basically no bass.",
      "They butchered the ending.",
      "Lazy cash grab.",
      "What a dissapointing meal.",
      "Two and a half hours of my life I'll never get back.",
    ])
      expect(scoreText(text).label, text).toBe("negative");
    for (const text of ["Highly recomend the short rib.", "The pho here is legit.", "Instant classic.", "yum yum yum"])
      expect(scoreText(text).label, text).toBe("positive");
  });
  it("reads a long review by the model when it is sure and the lexicon reads it the other way", () => {
    expect(
      scoreText(
        "reyes' directorial debut has good things to offer, but ultimately it's undone by a sloppy script and a cast that never finds its footing",
      ).label,
    ).toBe("negative");
  });
});

describe("scoreText, round 28 survey answers", () => {
  it("reads 'could of been better', a duty asked for beside what came of it, and nothing else to say", () => {
    expect(scoreText("could of been better tbh").label).toBe("negative");
    expect(scoreText("maybe wipe the tables between customers").label).toBe("negative");
    expect(scoreText("maybe check the fence, he got out twice").label).toBe("negative");
    expect(scoreText("maybe check the website for updates").label).toBe("neutral");
    expect(scoreText("nothing else to say really").label).toBe("neutral");
    expect(scoreText("the tap hasnt dripped once since he changed the washer").label).toBe("positive");
    expect(scoreText("coach shouted at my 8 year old in front of everyone").label).toBe("negative");
  });
});

describe("a short answer with one strong word", () => {
  it("reads 'bed was comfy' as praise, whatever the model guesses of beds", () => {
    expect(scoreText("bed was comfy").label).toBe("positive");
    expect(scoreText("hardly great").label).toBe("negative");
  });
});
