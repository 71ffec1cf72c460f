import { describe, expect, it } from "vitest";
import { analyzeText } from "./sentiment.ts";
import {
  askedWords,
  aspectTheme,
  collectThemes,
  findTopics,
  formatTheme,
  holdsThemeWord,
  pickThemes,
  themesForAnswers,
  themesForQuestion,
  themeWord,
  withoutAsked,
} from "./themes.ts";

function themesOf(texts: string[]) {
  const result = collectThemes(
    texts.map((text) => ({ text, clauses: analyzeText(text).clauses, polarity: 0 as const, group: "1" })),
  );
  return { result, shown: pickThemes(result.all, 8, result.documents).map(formatTheme) };
}

describe("themes", () => {
  it("counts each thing a compound names: the laundry room and laundry machines speak of laundry", () => {
    const { shown } = themesOf(["The laundry room is tiny", "More laundry machines", "Laundry is locked at ten"]);
    expect(shown).toContain("laundry (3)");
  });

  it("counts no modal verb of the other answers toward a thing of that spelling", () => {
    const item = (text: string) => ({ text, clauses: analyzeText(text).clauses, polarity: -1 as const, group: "1" });
    const covered = [
      "Can you open later on weekends",
      "can you make the prices lower",
      "Can the staff be friendlier",
      "can we have faster service",
    ].map((text) => ({ ...item(text), topics: [findTopics(text), []] }));
    const result = collectThemes(
      [item("a can of paint was on the bench"), item("someone left a can of paint out")],
      covered,
    );
    expect(result.all.find((t) => t.nouns === "can")?.count).toBe(2);
  });

  it("folds a thing into a word theme WordNet says it belongs to, each answer once", () => {
    const { result } = themesOf([
      "The kitchen is too small",
      "Kitchen needs cleaning",
      "Only one oven in the kitchen",
      "The stove is broken",
    ]);
    expect(result.all.find((t) => t.label === "kitchen")?.count).toBe(4);
    expect(result.all.find((t) => t.label === "stove")).toBeUndefined();
    // A lone word folds only into one said at least as often: two ovens stay ovens beside one kitchen.
    const apart = themesOf(["The oven is broken", "Ovens are old", "The kitchen is small"]).result;
    expect(apart.all.find((t) => t.label === "oven")?.count).toBe(2);
  });

  it("folds the kinds of a living thing into the word for their kind: roses, lavender and clematis are plants", () => {
    const { result } = themesOf([
      "Half the plants were wilting",
      "Plants looked neglected",
      "the lavender was already dead",
      "bought a clematis that keeled over within a week",
      "the roses had black spot",
    ]);
    const plants = result.all.find((t) => t.nouns === "plant");
    expect(plants?.count).toBe(5);
    expect(plants?.said).toEqual(expect.arrayContaining(["lavender", "clematis", "rose"]));
    expect(result.all.find((t) => t.label === "lavender")).toBeUndefined();
  });

  it("never names a theme by a share or amount of a thing", () => {
    const { result } = themesOf([
      "half the lavender was dead",
      "My order came with half the items missing",
      "Shelves half empty on my last visit",
      "loads of people crammed in",
      "Stop selling things that are half dead",
    ]);
    expect(result.all.map((t) => t.label)).not.toContain("half");
    expect(result.all.map((t) => t.label)).not.toContain("load");
  });

  it("reads a measure of people as the size of the group, in digits or words", () => {
    const crowding = (text: string) =>
      findTopics(text).some((t) => aspectTheme(t.theme).label === "Busy times and crowding");
    expect(crowding("16 of us in one room, the teacher can't get round everyone")).toBe(true);
    expect(crowding("Some weeks there were over twenty people")).toBe(true);
    expect(crowding("I'd pay more for a group of six")).toBe(true);
    expect(crowding("maybe 8 max per class")).toBe(true);
    expect(crowding("hard to hear anyone with that many people")).toBe(true);
    expect(crowding("Too many learners, the quiet ones get ignored")).toBe(true);
    // A small party is no crowd.
    expect(crowding("there were two of us and we loved it")).toBe(false);
  });

  it("reads how long they stayed or spent as no wait", () => {
    const speed = (text: string) => findTopics(text).some((t) => aspectTheme(t.theme).label === "Speed of service");
    expect(speed("£5 each felt steep when we only stayed an hour")).toBe(false);
    expect(speed("Lasted about 90 minutes, perfect length")).toBe(false);
    expect(speed("We waited an hour for food")).toBe(true);
    expect(speed("Spent 20 minutes waiting at the bar")).toBe(true);
  });

  it("reads a day or a time of day said on its own as the timetable, and yields it to a thing said beside it", () => {
    const labels = (text: string) => findTopics(text).map((t) => aspectTheme(t.theme).label);
    expect(labels("6pm would suit me better")).toContain("Timetable and frequency");
    expect(labels("only Tuesdays and Thursdays, not ideal")).toContain("Timetable and frequency");
    expect(labels("a later start in the morning")).toContain("Timetable and frequency");
    expect(labels("Kids ate lunch at 11am and then nothing")).not.toContain("Timetable and frequency");
    expect(labels("More slots on Saturdays please")).not.toContain("Timetable and frequency");
  });

  it("reads an unnamed person of the business ('nobody', 'someone') and what they knew as its staff, unless a thing is said beside it", () => {
    const labels = (text: string) => findTopics(text).map((t) => aspectTheme(t.theme).label);
    const staff = "Staff friendliness and helpfulness";
    expect(labels("Nobody could tell me whether it would cope with shade")).toContain(staff);
    expect(labels("asked about pruning and got a shrug")).toContain(staff);
    expect(labels("Someone who can advise on what grows in clay soil")).toContain(staff);
    expect(labels("the lad on the shop floor didn't know anything")).toContain(staff);
    expect(labels("nobody told us the class was cancelled")).not.toContain(staff);
    // Said of a wait, the person is the wait's: nobody came to take the order.
    expect(labels("It took ages for anyone to take our order")).not.toContain(staff);
  });

  it("reads a food or drink WordNet knows as food and drink on any form", () => {
    const labels = (text: string) => findTopics(text).map((t) => aspectTheme(t.theme).label);
    expect(labels("better scones please")).toEqual(["Food and drink"]);
    expect(labels("some decent flapjacks")).toEqual(["Food and drink"]);
  });

  it("reads offers, deals and loyalty schemes, and a price called dear, as price", () => {
    const labels = (text: string) => findTopics(text).map((t) => aspectTheme(t.theme).label);
    expect(labels("compared with online apps it's very dear")).toContain("Price and value");
    expect(labels("should do multibuy deals on bedding")).toContain("Price and value");
    expect(labels("Loyalty points that actually add up to something")).toContain("Price and value");
  });

  it("reads a class said to be too easy or too hard for the respondent as a matter of levels", () => {
    const labels = (text: string) => findTopics(text).map((t) => aspectTheme(t.theme).label);
    expect(labels("it's far too easy, I'm bored")).toContain("Ability levels");
    expect(labels("struggled to keep up with the others")).toContain("Ability levels");
    expect(labels("I should have been in the next level up")).toContain("Ability levels");
    expect(labels("I was put in a group way above me")).toContain("Ability levels");
  });

  it("counts a covered answer toward a noun the other answers name, unless a vocabulary word takes it", () => {
    const item = (text: string) => ({ text, clauses: analyzeText(text).clauses, polarity: -1 as const, group: "1" });
    const covered = ["More cupboard space in the kitchen please", "The kitchen is dirty"].map((text) => {
      const every: ReturnType<typeof findTopics> = [];
      return { ...item(text), topics: [findTopics(text, undefined, every), every] };
    });
    expect(covered[0]?.topics[0]?.length).toBeGreaterThan(0);
    const result = collectThemes(
      [item("The shared kitchen is too small"), item("Only one oven in the kitchen")],
      covered,
    );
    const kitchen = result.all.find((t) => t.label === "kitchen");
    expect(kitchen?.count).toBe(4);
    expect(kitchen?.negative).toBe(4);
    // "room" names a vocabulary theme: the covered answer does not add to a word theme of it.
    const rooms = collectThemes(
      [item("The games room is shut"), item("A bigger common room")],
      ["My room is freezing"].map((text) => ({ ...item(text), topics: [findTopics(text), []] })),
    );
    expect(rooms.all.find((t) => t.label === "room")?.count).toBe(2);
  });

  it("merges inflections, spellings and typos, counting each answer once", () => {
    const { shown } = themesOf([
      "Waiting times were long",
      "The wait time was awful",
      "Long wait times, long wait times",
      "The wifi is slow",
      "Wi-Fi kept dropping",
      "The restaurant was noisy",
      "The resturant was noisy",
    ]);
    expect(shown).toContain("wait time (3)");
    expect(shown).toContain("long wait time (2)");
    expect(shown.some((s) => /^wi-?fi \(2\)$/.test(s))).toBe(true);
    expect(shown).toContain("noisy restaurant (2)");
  });

  it("keeps the adjective that says what was wrong, and drops a lone noun it covers", () => {
    const { shown } = themesOf(["Slow service", "slow service again", "The service was slow and slow service"]);
    expect(shown).toContain("slow service (3)");
    expect(shown).not.toContain("service (3)");
  });

  it("collapses generic praise onto one theme and counts negative mentions by clause", () => {
    const { result } = themesOf(["Great coffee", "Good coffee", "Amazing coffee but slow service"]);
    const coffee = result.all.find((t) => t.multiword && t.nouns === "coffee");
    expect(coffee?.count).toBe(3);
    expect(coffee?.negative).toBe(0);
    expect(result.all.find((t) => t.label === "slow service")?.negative).toBe(1);
  });
});

describe("themes by meaning", () => {
  const labels = (text: string) => findTopics(text).map((m) => aspectTheme(m.theme).label);

  it("reads more of a kind of the thing the form is about as a wish for a wider range of it", () => {
    const asked = askedWords(["What would make your visit to our board game café better?"]);
    const range = (text: string) =>
      findTopics(text, undefined, undefined, asked).map((m) => aspectTheme(m.theme).label);
    for (const text of [
      "more two player games please",
      "More cooperative games for families",
      "more kids games, ours got bored",
    ])
      expect(range(text), text).toContain("Stock and range");
    // More of it as such, or more of something else, is no kind of it.
    expect(range("more staff than games")).not.toContain("Stock and range");
    expect(range("more of the games were missing pieces")).not.toContain("Stock and range");
  });

  it("reads tables too small as seating, not portions", () => {
    expect(labels("Tables too small for Scythe, had to put cards on our laps")).toEqual(["Seating and space"]);
    expect(labels("tables are too small for the bigger games")).not.toContain("Portion size");
    expect(labels("portions too small")).toContain("Portion size");
  });

  it("reads a minute, a time long past or a length of play as no wait", () => {
    for (const text of [
      "Arrived and took a minute to find a table but fine",
      "tutorials would be great. Took a minute to get going otherwise",
      "someone spilled a drink on the board ages ago by the look",
      "Got the rules wrong, we realised an hour in",
      "Chairs are uncomfortable for a 3 hour game",
    ])
      expect(labels(text), text).not.toContain("Speed of service");
    expect(labels("took 40 minutes to get our food")).toContain("Speed of service");
    expect(labels("waited an hour in the queue")).toContain("Speed of service");
  });

  it("maps paraphrases of one topic to one readable label", () => {
    for (const text of ["slow", "waited ages", "took forever", "faster service please", "The queue was huge"]) {
      expect(labels(text), text).toEqual(["Speed of service"]);
    }
    expect(labels("The toilets were filthy")).toEqual(["Toilets and showers", "Cleanliness"]);
    expect(labels("Nowhere to park")).toEqual(["Parking and access"]);
    expect(labels("The app keeps crashing")).toEqual(["Stability and bugs"]);
  });

  it("reads a business's people as its staff whatever their job title", () => {
    for (const text of [
      "The counsellors were never around",
      "The play workers were useless",
      "The receptionists were lovely",
    ])
      expect(labels(text), text).toEqual(["Staff friendliness and helpfulness"]);
    // A title said beside a more specific theme yields to it.
    expect(labels("The counsellor left the toilets filthy").sort()).toEqual(["Cleanliness", "Toilets and showers"]);
    expect(labels("The counsellor was rude")).toEqual(["Staff friendliness and helpfulness"]);
  });

  it("reads any sport or pastime, and boredom, as activities; start and finish times as hours", () => {
    for (const text of ["More archery", "Volleyball on the beach please", "She was bored by Wednesday"])
      expect(labels(text), text).toEqual(["Activities and entertainment"]);
    expect(labels("The boring menu")).toEqual(["Menu choice"]);
    for (const text of ["Later pick up please, 3pm is impossible", "Start earlier for working parents"])
      expect(labels(text), text).toEqual(["Opening hours"]);
  });

  it("reads everyday paraphrases of waiting, price and being kept informed", () => {
    expect(labels("The job dragged on all afternoon")).toEqual(["Speed of service"]);
    expect(labels("Too dear for what it is")).toEqual(["Price and value"]);
    expect(labels("Nobody keeps you in the loop")).toEqual(["Communication"]);
  });

  it("reads belongings that go missing as lost property, unless something else is said to vanish", () => {
    expect(labels("Her coat went missing again")).toEqual(["Lost property"]);
    expect(labels("The staff disappeared")).toEqual(["Staff friendliness and helpfulness"]);
    expect(labels("Put the kids in groups by age")).toEqual(["Ability levels"]);
  });

  it("reads a wait told by its length or by what happened as speed of service", () => {
    for (const text of [
      "We waited 40 minutes for our mains",
      "Sat for twenty minutes before anyone came to take our order",
      "The table next to us arrived after us and got served first",
      "The kitchen was really slow tonight",
      "Had to flag someone down three times to order",
      "It took an hour and a half for two courses",
      "The service was painfully slow",
    ]) {
      expect(labels(text), text).toEqual(["Speed of service"]);
    }
    expect(labels("Takes forever to load the dashboard")).toEqual(["App speed and performance"]);
  });

  it("keeps food topics apart: temperature, taste, portions, menu", () => {
    expect(labels("The food arrived cold")).toEqual(["Food temperature"]);
    expect(labels("My soup was lukewarm")).toEqual(["Food temperature"]);
    expect(labels("Food was cold and bland").sort()).toEqual(["Food taste and quality", "Food temperature"]);
    expect(labels("Improve the food, it was very average")).toEqual(["Food taste and quality"]);
    expect(labels("Left still hungry")).toEqual(["Portion size"]);
    expect(labels("More vegetarian choices please")).toEqual(["Menu choice"]);
    expect(labels("The host was cold and unwelcoming")).toEqual(["Staff friendliness and helpfulness"]);
    expect(labels("Great food, quick service").sort()).toEqual(["Food taste and quality", "Speed of service"]);
    expect(labels("The room was dirty")).toEqual(["Cleanliness"]);
  });

  it("has vocabularies beyond restaurants: hotels, events, courses, care, work", () => {
    expect(labels("The pool was closed all week")).toEqual(["Facilities and amenities"]);
    expect(labels("Gym equipment was broken")).toEqual(["Facilities and amenities"]);
    expect(labels("Catering at lunch was poor")).toEqual(["Food taste and quality"]);
    expect(labels("Exam was unfair")).toEqual(["Assessment and exams"]);
    expect(labels("Couldn't get an appointment for weeks")).toEqual(["Appointments"]);
    expect(labels("My manager micromanages")).toEqual(["Management"]);
    expect(labels("Homework load is crazy")).toEqual(["Pace and workload"]);
  });

  it("gives a word that only implies a topic to the thing named beside it", () => {
    expect(labels("The wifi is slow")).toEqual(["Wi-Fi and connectivity"]);
    expect(labels("Friendly and quick").sort()).toEqual(["Speed of service", "Staff friendliness and helpfulness"]);
  });

  it("ignores phrases where the words mean something else", () => {
    expect(labels("Can't wait to come back")).toEqual([]);
    expect(labels("Clean design, easy to use")).toEqual(["Ease of use"]);
  });

  it("reads a vocabulary stem only with an ending of the same word", () => {
    expect(labels("I feel the staff could smile more")).toEqual(["Staff friendliness and helpfulness"]);
    expect(labels("Thanks, I look forward to next time")).toEqual([]);
    expect(labels("Paint the yellow walls")).toEqual([]);
    expect(labels("More feedback on how my child is doing")).toEqual([]);
    expect(labels("The fees are too high")).toEqual(["Price and value"]);
    expect(labels("The app keeps lagging")).toEqual(["App speed and performance"]);
    expect(labels("Buses are not frequent enough")).toEqual(["Timetable and frequency"]);
  });

  it("reads general complaint families on a form with no vocabulary of its own", () => {
    const labels = (text: string) => findTopics(text).map((m) => aspectTheme(m.theme).label);
    expect(labels("Empty stations every time I need one")).toContain("Availability");
    expect(labels("Please service the scooters more often, they are falling apart")).toContain(
      "Repairs and maintenance",
    );
    expect(labels("The shower block needs a refurbishment")).toEqual(["Toilets and showers"]);
    expect(labels("The showers were cold every morning")).not.toContain("Activities and entertainment");
    expect(labels("I was charged extra for a late return")).not.toContain("Battery life");
    expect(labels("The scooters are often out of charge")).toContain("Battery life");
    expect(labels("Please expand to the villages, there is nothing near me")).toContain("Location");
    expect(labels("The tram never leaves on time")).toEqual(["Speed of service"]);
    expect(labels("More frequent buses in the evening please")).toEqual(["Timetable and frequency"]);
    expect(labels("Long gaps between courses")).toEqual(["Speed of service"]);
    expect(labels("The snack bar on the train is always closed")).toEqual(["Food and drink"]);
    expect(labels("The electric hook-up kept tripping")).toEqual(["Power and electricity"]);
    expect(labels("Nobody called me back about my claim")).toEqual(["Communication"]);
    // A word that only implies a repair yields to the thing named beside it.
    expect(labels("The wifi is broken")).toEqual(["Wi-Fi and connectivity"]);
  });

  it("reads service families any business shares: phone, waiting area, same person, explanations, turnaround, security", () => {
    expect(labels("Impossible to get through to anyone by phone")).toEqual(["Phone and contact"]);
    expect(labels("I was on hold for an hour")).toEqual(["Phone and contact"]);
    expect(labels("The app doesn't work on my phone")).not.toContain("Phone and contact");
    expect(labels("The waiting room is cramped")).toContain("Waiting area");
    expect(labels("I never see the same doctor twice, it is someone different each time")).toContain(
      "Seeing the same person",
    );
    expect(labels("Nobody explained my results, too much jargon")).toEqual(["Communication"]);
    expect(labels("My glasses took four weeks to be ready")).toEqual(["Turnaround time"]);
    expect(labels("Bikes get stolen because the shed has no lock")).toContain("Safety and security");
    expect(labels("A bigger play park would keep the kids busy")).not.toContain("Busy times and crowding");
  });

  it("reads a connection provider's families: speed, outages, router, installation, contract, billing", () => {
    const labels = (text: string) => findTopics(text).map((m) => aspectTheme(m.theme).label);
    expect(labels("Streaming buffers constantly")).toEqual(["Connection speed"]);
    expect(labels("Frequent outages in our area")).toContain("Wi-Fi and connectivity");
    // The internet's speed stays with the connection it is said of.
    expect(labels("The internet was painfully slow")).toEqual(["Wi-Fi and connectivity"]);
    expect(labels("Provide mesh boosters for bigger houses")).toEqual(["Router and Wi-Fi coverage"]);
    expect(labels("The installer left cables all over the floor")).toContain("Installation and setup");
    expect(labels("Exit fees are ridiculous")).toContain("Contract and cancellation");
    expect(labels("I was billed twice this month")).toEqual(["Billing and refunds"]);
    expect(labels("They charged me twice for May")).toEqual(["Billing and refunds"]);
    expect(labels("The line went dead for two days")).toEqual(["Wi-Fi and connectivity"]);
  });

  it("reads hire and rental families: pushy selling, the wrong thing given, getting there, wear", () => {
    const asked = askedWords(["What could we do better when you hire a car with us?"]);
    const labels = (text: string) =>
      findTopics(text, undefined, undefined, asked).map((m) => aspectTheme(m.theme).label);
    expect(labels("Stop the hard sell on upgrades")).toEqual(["Sales pressure"]);
    expect(labels("Car category was downgraded without asking")).toEqual(["Wrong or missing items"]);
    // What was booked, given wrong, says nothing of the booking itself.
    expect(labels("We booked an estate and got a tiny hatchback")).toEqual(["Wrong or missing items"]);
    expect(labels("I booked a table online and it was lost")).toContain("Booking and reservations");
    expect(labels("No shuttle after 11pm, we had to get a taxi")).toEqual(["Parking and access"]);
    expect(labels("Cars are old and tatty")).toEqual(["Repairs and maintenance"]);
    expect(labels("They blamed me for a scratch that was already there")).toEqual(["Damage checks and claims"]);
  });

  it("reads what any service hears of its people: requests not followed, a different person each time", () => {
    const labels = (text: string) => findTopics(text).map((m) => aspectTheme(m.theme).label);
    expect(labels("Please read the notes we leave")).toEqual(["Requests not followed"]);
    expect(labels("They don't listen to what I ask for")).toEqual(["Requests not followed"]);
    expect(labels("The list we sent was ignored")).toEqual(["Requests not followed"]);
    // Contentment and questions asked are no request left undone.
    expect(labels("Couldn't have asked for more")).toEqual([]);
    expect(labels("Somewhere quiet to work, that's all I ask")).not.toContain("Requests not followed");
    expect(labels("A different cleaner turns up almost every week")).toContain("Seeing the same person");
    expect(labels("Three different people in four visits")).toEqual(["Seeing the same person"]);
    expect(labels("I'd rather have one familiar face")).toEqual(["Seeing the same person"]);
    expect(labels("Rotate the dishes more often")).not.toContain("Seeing the same person");
  });

  it("reads what any service hears of times offered, lateness, facilities, food and children", () => {
    const labels = (text: string) => findTopics(text).map((m) => aspectTheme(m.theme).label);
    expect(labels("Please open more starting times in the afternoon")).toEqual(["Booking and reservations"]);
    expect(labels("The only days offered are weekdays")).toEqual(["Booking and reservations"]);
    expect(labels("Arrival time is all over the place")).toEqual(["Speed of service"]);
    expect(labels("Stuck behind a slow group again")).toEqual(["Speed of service"]);
    // A form of no known trade still sees its changing rooms and lockers as facilities.
    const shared = themesForQuestion("What could we do better at the club?");
    const sharedLabels = (text: string) => findTopics(text, shared).map((m) => aspectTheme(m.theme).label);
    expect(sharedLabels("The men's changing area smells damp")).toContain("Toilets and showers");
    expect(sharedLabels("More lockers please")).toEqual(["Toilets and showers"]);
    expect(labels("A proper Sunday carvery would bring people in")).toEqual(["Food and drink"]);
    expect(labels("Nothing for the kids during the holidays")).toEqual(["Things for children"]);
    expect(labels("A junior section would be brilliant")).toEqual(["Things for children"]);
    // A price or a menu for children is still a price or a menu.
    expect(labels("Charge less for families")).not.toContain("Things for children");
    expect(labels("The children's play area needs updating")).not.toContain("Things for children");
  });

  it("reads products pushed, promises of time, deposits, topping up and dietary needs", () => {
    const labels = (text: string) => findTopics(text).map((m) => aspectTheme(m.theme).label);
    expect(labels("We were pushed to upgrade to the luxury album")).toContain("Sales pressure");
    expect(labels("Kept being offered an add-on we'd declined")).toContain("Sales pressure");
    expect(labels("Bigger pitches for families with a gazebo")).not.toContain("Sales pressure");
    expect(labels("It took much longer than promised")).toEqual(["Speed of service"]);
    expect(labels("The deposit is far too high")).toEqual(["Price and value"]);
    expect(labels("Topping up should be simpler")).toEqual(["Checkout and payment"]);
    expect(labels("Workshops on arm balances")).not.toContain("Checkout and payment");
    expect(labels("Label allergens clearly")).toContain("Allergies and dietary needs");
    expect(labels("Halal options are very limited")).toContain("Allergies and dietary needs");
    // Wanting a vegetarian dish is a wish for the menu.
    expect(labels("More vegetarian choices please")).toEqual(["Menu choice"]);
  });

  it("reads being kept informed in its everyday forms: finding out late, wanting to know, hard to reach", () => {
    const labels = (text: string) => findTopics(text).map((m) => aspectTheme(m.theme).label);
    expect(labels("We only find out it is closed when we turn up")).toEqual(["Communication"]);
    expect(labels("I'd like to know what my child actually ate each day")).toEqual(["Communication"]);
    expect(labels("Hard to reach after the wedding")).toEqual(["Communication"]);
    expect(labels("Let couples know when the gallery goes live")).toEqual(["Communication"]);
    // A checklist sent ahead is information; the checklist given is a request.
    expect(labels("Could you send a checklist before the day?")).not.toContain("Requests not followed");
    expect(labels("Could the checklist I gave be followed each time?")).toEqual(["Requests not followed"]);
  });

  it("reads work left undone and a result unlike the one agreed as families any service shares", () => {
    const labels = (text: string) => findTopics(text).map((m) => aspectTheme(m.theme).label);
    expect(labels("The skirting boards are never touched")).toEqual(["Thoroughness of the work"]);
    expect(labels("Half the job is done properly, the rest rushed")).toEqual(["Thoroughness of the work"]);
    expect(labels("Kitchen worktops still sticky after a clean")).toContain("Thoroughness of the work");
    expect(labels("Members are left with the worst times")).not.toContain("Thoroughness of the work");
    expect(labels("The final pictures looked nothing like the samples")).toEqual(["Result not as expected"]);
    expect(labels("Several are out of focus")).toEqual(["Result not as expected"]);
    // What was asked for and not done stays a request.
    expect(labels("The list we sent was ignored")).toEqual(["Requests not followed"]);
  });

  it("reads products used, staying out of the way, downloads, grounds and being talked down to", () => {
    const labels = (text: string) => findTopics(text).map((m) => aspectTheme(m.theme).label);
    expect(labels("Could you use eco-friendly products?")).toEqual(["Products and materials used"]);
    expect(labels("My son has asthma and the chemicals bother him")).toEqual(["Products and materials used"]);
    expect(labels("Guests said he was in everyone's way")).toEqual(["Discretion"]);
    expect(labels("The adverts are intrusive")).not.toContain("Discretion");
    expect(labels("The link expired before our parents saw it")).toEqual(["Downloads and sharing"]);
    expect(labels("The ground was waterlogged after the rain")).toEqual(["Repairs and maintenance"]);
    expect(labels("Marshals speak to members as if they're children")).toContain("Staff friendliness and helpfulness");
  });

  it("reads ability levels, paperwork and social events as families any service shares", () => {
    const labels = (text: string) => findTopics(text).map((m) => aspectTheme(m.theme).label);
    expect(labels("Put the improvers in a different group from total novices")).toEqual(["Ability levels"]);
    expect(labels("There is nothing at my level")).toEqual(["Ability levels"]);
    expect(labels("Noise levels in the hall are too high")).not.toContain("Ability levels");
    expect(labels("Too much paperwork to sign every year")).toEqual(["Paperwork and documents"]);
    expect(labels("The documentation is out of date")).not.toContain("Paperwork and documents");
    expect(labels("Could we have the odd night out as a group?")).toEqual(["Social events"]);
  });

  it("reads leaks and things never fixed as repairs, lateness on arrival as waiting", () => {
    const labels = (text: string) => findTopics(text).map((m) => aspectTheme(m.theme).label);
    expect(labels("The tap has been dripping since spring")).toEqual(["Repairs and maintenance"]);
    expect(labels("Nothing gets fixed until we chase")).toContain("Repairs and maintenance");
    expect(labels("The sauce leaked all over the bag")).not.toContain("Repairs and maintenance");
    expect(labels("The boiler fault came back within a week")).toEqual(["Repairs and maintenance"]);
    expect(labels("Fix it right the first time")).toEqual(["Repairs and maintenance"]);
    expect(labels("It was nobody's fault but mine")).not.toContain("Repairs and maintenance");
    expect(labels("The dishwasher hasn't worked for a month")).toEqual(["Repairs and maintenance"]);
    expect(labels("The electrician left wires hanging out")).toEqual(["Contractors and tradespeople"]);
    expect(labels("The contractors never turned up")).not.toContain("Contract and cancellation");
    expect(labels("It was cold by the time it arrived")).toContain("Speed of service");
    expect(labels("Give us a realistic time when you are busy")).toContain("Speed of service");
  });

  it("reads visits without notice, a waiting lounge and work not needed as families any service shares", () => {
    const labels = (text: string) => findTopics(text).map((m) => aspectTheme(m.theme).label);
    expect(labels("They let themselves in while I was asleep")).toEqual(["Visits and notice"]);
    expect(labels("Ask before coming into my home")).toEqual(["Visits and notice"]);
    expect(labels("We had no notice that the bins were moved")).not.toContain("Visits and notice");
    expect(labels("The customer lounge has no wifi")).toContain("Waiting area");
    expect(labels("They replaced parts I didn't need")).toContain("Sales pressure");
    // A car named beside a stronger theme is that theme's; parking needs words of its own.
    expect(labels("My car was meant to be ready by noon")).not.toContain("Parking and access");
    expect(labels("Nowhere to park the car")).toEqual(["Parking and access"]);
  });

  it("reads packaging, things left out of an order, couriers and corrections in class", () => {
    const labels = (text: string) => findTopics(text).map((m) => aspectTheme(m.theme).label);
    expect(labels("The gravy leaked all over everything")).toEqual(["Packaging"]);
    expect(labels("Way too much plastic in every parcel")).toContain("Packaging");
    expect(labels("We put out loads of packaging after Christmas")).not.toContain("Packaging");
    expect(labels("The napkins were left out again")).toEqual(["Wrong or missing items"]);
    expect(labels("The new starters felt left out")).not.toContain("Wrong or missing items");
    expect(labels("The courier threw the parcel over the gate")).toContain("Staff friendliness and helpfulness");
    expect(labels("More corrections on my technique please")).toEqual(["Teaching"]);
  });

  it("reads class nights, groups too big and places filling up for any school or class", () => {
    const labels = (text: string) => findTopics(text).map((m) => aspectTheme(m.theme).label);
    expect(labels("Could the course run on a different night?")).toContain("Classes and timetable");
    expect(labels("The Monday group is far too big")).toEqual(["Busy times and crowding"]);
    expect(labels("The Thursday sessions fill up in seconds")).toContain("Booking and reservations");
  });

  it("reads a delivery charge as price, a call to say as communication, a tenancy as the contract", () => {
    const labels = (text: string) => findTopics(text).map((m) => aspectTheme(m.theme).label);
    expect(labels("The delivery charge went up again")).toEqual(["Price and value"]);
    expect(labels("Nobody called to say the van was ready")).toContain("Communication");
    expect(labels("Tell us sooner whether the tenancy will continue")).toContain("Contract and cancellation");
    expect(labels("The battery needs a charge every night")).toEqual(["Battery life"]);
  });

  it("reads what a business charges as price, never as a battery, and add-ons as extras to pay for", () => {
    const labels = (text: string) => findTopics(text).map((m) => aspectTheme(m.theme).label);
    expect(labels("Other places charge double for large breeds")).toEqual(["Price and value"]);
    expect(labels("The add-ons add up quickly")).toEqual(["Price and value"]);
    expect(labels("Charge the electric bikes more often")).toContain("Battery life");
    expect(labels("Charge the electric bikes more often")).not.toContain("Price and value");
    expect(labels("It won't hold a charge past lunchtime")).toEqual(["Battery life"]);
  });

  it("reads wishes for healthier food as their own theme, apart from taste", () => {
    const labels = (text: string) => findTopics(text).map((m) => aspectTheme(m.theme).label);
    expect(labels("Puddings are full of sugar every day")).toEqual(["Healthy options"]);
    expect(labels("Could fruit be offered instead of cake?")).toEqual(["Healthy options"]);
    expect(labels("The soup was too salty")).toEqual(["Food taste and quality"]);
  });

  it("reads a shared workspace's rooms, connection and access hours", () => {
    const labels = (text: string) => findTopics(text).map((m) => aspectTheme(m.theme).label);
    expect(labels("can't book rooms more than a week in advance")).toContain("Meeting rooms");
    expect(labels("my zoom freezes every afternoon")).toContain("Wi-Fi and connectivity");
    expect(labels("had to hotspot off my phone three times this week")).toContain("Wi-Fi and connectivity");
    expect(labels("Saturday access at least")).toEqual(["Opening hours"]);
  });

  it("reads paraphrases of families any service shares: updates by photo or app, lunches, time outdoors", () => {
    const labels = (text: string) => findTopics(text).map((m) => aspectTheme(m.theme).label);
    expect(labels("Send photos of what the children did")).toEqual(["Communication"]);
    expect(labels("Daily updates would reassure us")).toEqual(["Communication"]);
    expect(labels("Healthier packed lunches please")).toEqual(["Food and drink"]);
    expect(labels("More trips and time outdoors")).toEqual(["Activities and entertainment"]);
  });

  it("reads how a pet, a child or a belonging was handled as care, whatever the business", () => {
    const labels = (text: string) => findTopics(text).map((m) => aspectTheme(m.theme).label);
    expect(labels("Be gentler with him")).toEqual(["Care and handling"]);
    expect(labels("She came home really distressed")).toEqual(["Care and handling"]);
    expect(labels("They were rough with my furniture")).toEqual(["Care and handling"]);
    expect(labels("He came back with a nick on his ear")).toEqual(["Care and handling"]);
    // A handling fee is a price, not care.
    expect(labels("The handling fee is steep")).not.toContain("Care and handling");
    // Stress said of the staff or of an exam is theirs, not a pet's.
    expect(labels("The staff are always stressed")).not.toContain("Care and handling");
  });

  it("reads pests as dirt, a break-in or patrols as security, a cancelled visit as booking", () => {
    const labels = (text: string) => findTopics(text).map((m) => aspectTheme(m.theme).label);
    expect(labels("Saw mouse droppings by the door")).toEqual(["Cleanliness"]);
    expect(labels("Someone broke into the shed")).toEqual(["Safety and security"]);
    expect(labels("More patrols at night")).toEqual(["Safety and security"]);
    // A fence is no security complaint by itself (an off-topic aside must stay off-topic).
    expect(labels("The kids keep kicking a ball against our fence")).toEqual([]);
    expect(labels("No heads up about the fire alarm test")).not.toContain("Safety and security");
    expect(labels("The fire alarms go off every time we cook")).not.toContain("Safety and security");
    expect(labels("Need alarms on the sheds")).toEqual(["Safety and security"]);
    expect(labels("They cancelled on me the day before")).toEqual(["Booking and reservations"]);
  });

  it("reads a job left uneven or botched as the quality of the work, a day-long stay as speed", () => {
    const labels = (text: string) => findTopics(text).map((m) => aspectTheme(m.theme).label);
    expect(labels("The paintwork was patchy")).toEqual(["Quality of the work"]);
    expect(labels("Bit of a hack job")).toEqual(["Quality of the work"]);
    expect(labels("They had the car all day for a wash")).toContain("Speed of service");
    expect(labels("The appointment ran an hour over")).toContain("Speed of service");
    expect(labels("Nowhere to stop the car outside")).toContain("Parking and access");
  });

  it("reads gates, codes and getting in as access, trolleys and loading bays as facilities, notice as the contract", () => {
    const labels = (text: string) => findTopics(text).map((m) => aspectTheme(m.theme).label);
    expect(labels("The keypad never takes my code")).toEqual(["Access and entry"]);
    expect(labels("Couldn't get in before 8")).toEqual(["Access and entry"]);
    expect(labels("Stuck outside as the intercom was dead")).toEqual(["Access and entry"]);
    expect(labels("Put the dress code on the website")).not.toContain("Access and entry");
    expect(labels("Couldn't get in touch with anyone")).not.toContain("Access and entry");
    expect(labels("What is my code for the wifi?")).not.toContain("Access and entry");
    expect(labels("Never enough trolleys")).toContain("Facilities and amenities");
    expect(labels("The loading bay is tiny")).toEqual(["Facilities and amenities"]);
    expect(labels("Wanted 28 days notice to leave")).toEqual(["Contract and cancellation"]);
  });

  it("reads an amount of money as price, whatever it was for", () => {
    const labels = (text: string) => findTopics(text).map((m) => aspectTheme(m.theme).label);
    expect(labels("£300 for a minor service is a joke")).toEqual(["Price and value"]);
    expect(labels("$15 just to clip his nails")).toEqual(["Price and value"]);
    expect(labels("Service was a joke")).not.toContain("Price and value");
  });

  it("reads a job that overran as speed, an unreturned call as communication, scheduling as booking", () => {
    const labels = (text: string) => findTopics(text).map((m) => aspectTheme(m.theme).label);
    expect(labels("The job overran by two days")).toEqual(["Speed of service"]);
    expect(labels("They promised a call at lunchtime, nothing")).toEqual(["Communication"]);
    expect(labels("I had no idea if they'd started")).toEqual(["Communication"]);
    // Where no surgery list or event schedule fits (a hotel), getting an appointment is booking.
    const hotel = themesForAnswers(["What could our hotel do better?"], [], []);
    const atHotel = (text: string) => findTopics(text, hotel).map((m) => aspectTheme(m.theme).label);
    expect(atHotel("Can't get an appointment for weeks")).toEqual(["Booking and reservations"]);
    expect(atHotel("Scheduling is a nightmare")).toEqual(["Booking and reservations"]);
  });

  it("reads unanswered messages as communication, being judged or ignored by someone on their phone as staff, water coming in as repairs", () => {
    const labels = (text: string) => findTopics(text).map((m) => aspectTheme(m.theme).label);
    expect(labels("They never respond on the app")).toEqual(["Communication"]);
    expect(labels("Felt judged for asking")).toEqual(["Staff friendliness and helpfulness"]);
    expect(labels("The lad was on his phone the whole time")).toEqual(["Staff friendliness and helpfulness"]);
    // A word that only implies staff yields to the people it is said of.
    expect(labels("The teachers are inexperienced")).toEqual(["Teaching"]);
    expect(labels("Water came in under the door")).toEqual(["Repairs and maintenance"]);
  });

  it("reads a failed payment, an overpayment or a charge after leaving as billing", () => {
    const labels = (text: string) => findTopics(text).map((m) => aspectTheme(m.theme).label);
    expect(labels("The payment portal keeps failing")).toEqual(["Billing and refunds"]);
    expect(labels("Still charged after I cancelled")).toContain("Billing and refunds");
    expect(labels("Refund for my overpayment took weeks")).toContain("Billing and refunds");
  });

  it("reads when a session ends or a child can be dropped off or picked up as opening hours", () => {
    const labels = (text: string) => findTopics(text).map((m) => aspectTheme(m.theme).label);
    expect(labels("Half days finishing at 12 are useless")).toEqual(["Opening hours"]);
    expect(labels("Drop off at 8 would make it work for us")).toEqual(["Opening hours"]);
    expect(labels("An early drop option please")).toEqual(["Opening hours"]);
  });

  it("reads bullying and rough behaviour among children as its own theme, not staff", () => {
    const labels = (text: string) => findTopics(text).map((m) => aspectTheme(m.theme).label);
    expect(labels("My son was picked on and nothing was done")).toEqual(["Bullying and behaviour"]);
    expect(labels("Stop the name calling")).toEqual(["Bullying and behaviour"]);
    expect(labels("He was pushed around by the bigger boys")).toEqual(["Bullying and behaviour"]);
    expect(labels("The staff behaviour was poor")).not.toContain("Bullying and behaviour");
  });

  it("gives a class the timetable only when nothing else is said of it", () => {
    const labels = (text: string) => findTopics(text).map((m) => aspectTheme(m.theme).label);
    expect(labels("Music is too loud in some classes")).toEqual(["Noise level"]);
    expect(labels("Limit the class size")).toEqual(["Busy times and crowding"]);
    expect(labels("Lunchtime classes would be great")).toEqual(["Classes and timetable"]);
    expect(labels("Classes are cancelled too often")).toEqual(["Classes and timetable"]);
    expect(labels("No ventilation, it gets stuffy")).toEqual(["Room comfort"]);
    expect(labels("More styles of yoga please")).toContain("Range of classes");
    expect(labels("Nowhere to hang clothes after class")).toEqual(["Changing rooms and showers"]);
    expect(labels("The teachers don't demonstrate clearly")).toEqual(["Teaching"]);
  });

  it("names no theme by the lone word the form asks about", () => {
    const asked = askedWords(["How could we improve bin collections?"]);
    const labels = (text: string) =>
      findTopics(text, undefined, undefined, asked).map((m) => aspectTheme(m.theme).label);
    expect(labels("The bins were not emptied again")).toEqual(["Missed visits and no-shows"]);
    expect(labels("Rubbish spilled everywhere after the collection")).toEqual(["Cleanliness"]);
    // Said in a phrase, the word still speaks: "bin bags" left out are litter.
    expect(labels("Bin bags left on the street")).toContain("Cleanliness");
    expect(findTopics("The bins were not emptied again").map((m) => aspectTheme(m.theme).label)).toContain(
      "Cleanliness",
    );
  });

  it("gives a word that only implies a borrowed theme to the theme every form shares", () => {
    const question = "How could the scheme be improved?";
    const texts = [
      "The app keeps crashing",
      "So many bugs in the app",
      "The app froze when I paid",
      "Error messages every time I unlock",
      "Glitchy app",
      "Lights broken on my bike",
    ];
    const candidates = texts.map(() => [] as ReturnType<typeof findTopics>);
    const read = texts.map((t, i) => findTopics(t, undefined, candidates[i]));
    const allowed = themesForAnswers([question], read, candidates);
    expect(allowed?.has(read[0]?.[0]?.theme ?? -1)).toBe(true);
    const labels = findTopics("Lights broken on my bike", allowed).map((m) => aspectTheme(m.theme).label);
    expect(labels).toEqual(["Repairs and maintenance"]);
  });

  it("takes no domain from words a theme every form shares could take", () => {
    const texts = [
      "More choice of frames",
      "Bigger selection please",
      "More variety",
      "Wider choice of styles",
      "The choice is poor",
      "Not much selection for kids",
      "Waited ages to be seen",
      "Far too expensive",
      "The glasses took weeks to come in, delivery was slow",
      "Nobody explained my prescription",
    ];
    const candidates = texts.map(() => [] as ReturnType<typeof findTopics>);
    const read = texts.map((t, i) => findTopics(t, undefined, candidates[i]));
    const allowed = themesForAnswers(["What could we do better?"], read, candidates);
    const names = [...(allowed ?? [])].map((i) => aspectTheme(i).label);
    // Choice and variety of anything are range, not a restaurant's menu.
    expect(names).not.toContain("Menu choice");
    expect(names).toContain("Stock and range");
  });

  it("takes no domain from the thing the form asks about", () => {
    const question = "How could the bike share scheme be improved?";
    const texts = ["More bikes please", "The bikes are great", "Bikes at every dock", "I love the bikes", "Bikes!"];
    const candidates = texts.map(() => [] as ReturnType<typeof findTopics>);
    const read = texts.map((t, i) => findTopics(t, undefined, candidates[i]));
    const allowed = themesForAnswers([question], read, candidates);
    const labels = [...(allowed ?? [])].map((i) => aspectTheme(i).label);
    expect(labels).not.toContain("Equipment");
    // The same answers on a form that names nothing speak for gym equipment.
    const elsewhere = themesForAnswers(["What could we do better?"], read, candidates);
    expect([...(elsewhere ?? [])].map((i) => aspectTheme(i).label)).toContain("Equipment");
  });

  it("drops the lone thing the form asks about from the phrase themes", () => {
    const { result } = themesOf(["The bike", "A bike", "bikes", "the pitch", "pitches"]);
    const kept = withoutAsked(result.all, askedWords(["How was the bike share?"])).map((t) => t.nouns);
    expect(kept).not.toContain("bike");
    expect(kept).toContain("pitch");
  });
});

describe("word themes beside the vocabulary's", () => {
  const covered = (text: string, theme: number) => ({
    text,
    clauses: analyzeText(text).clauses,
    polarity: 0 as const,
    group: "1",
    topics: [[{ theme, at: 0, named: true }], []],
  });
  const uncovered = (text: string) => ({ text, clauses: analyzeText(text).clauses, polarity: 0 as const, group: "1" });

  it("names a noun its answers nearly always say in one compound by the compound", () => {
    const { shown } = themesOf([
      "The contact lens fitting was rushed",
      "Contact lens prices have gone up",
      "Better contact lens aftercare",
      "Teach people how to put in contact lenses",
      "The door slams all night",
      "The fire doors bang",
      "The front door never locks",
    ]);
    expect(shown.some((t) => t.startsWith("contact lens ("))).toBe(true);
    expect(shown.some((t) => t.startsWith("door ("))).toBe(true);
  });

  it("records which vocabulary theme holds a word theme's answers", () => {
    const result = collectThemes(
      [uncovered("The app is confusing"), uncovered("The app needs a map")],
      [covered("The app crashes", 7), covered("The app freezes", 7), covered("The app crashed again", 7)],
    );
    const app = result.all.find((t) => t.nouns === "app");
    expect(app?.count).toBe(5);
    expect(app?.heldBy?.get(7)).toBe(3);
  });

  it("names a folded word theme by the word its answers say most, covered answers included", () => {
    const result = collectThemes(
      [uncovered("The kitchen is small"), uncovered("Kitchen is never clean"), uncovered("The oven is slow")],
      [covered("The oven broke again", 7), covered("Oven too hot", 7), covered("The oven takes ages", 7)],
    );
    const kitchen = result.all.find((t) => t.nouns === "kitchen");
    expect(kitchen?.count).toBe(6);
    expect(kitchen?.label).toBe("oven");
  });

  it("lets a thing said once by the uncovered answers gather the covered ones", () => {
    const result = collectThemes(
      [uncovered("A better shop on site")],
      [covered("The shop closed early", 7), covered("The shop ran out of ice", 8)],
    );
    expect(result.all.find((t) => t.nouns === "shop")?.count).toBe(3);
    // Not a word that is no made thing or place: said once, it may be a mistagged verb.
    const music = collectThemes(
      [uncovered("Better music")],
      [covered("The music was loud", 7), covered("Music too loud", 8)],
    );
    expect(music.all.find((t) => t.nouns === "music")?.count).toBe(1);
  });

  it("does not make a theme of 'back' where it says where to, only of a back", () => {
    const nouns = (texts: string[]) => collectThemes(texts.map(uncovered)).all.map((t) => t.nouns);
    expect(nouns(["Didn't get her back til four", "He came back shaved", "Fence out back is broken"])).not.toContain(
      "back",
    );
    expect(nouns(["The back door sticks", "Fix the back door"])).toContain("back door");
  });

  it("reads the ratio of learners to teachers as the size of the group, whatever the activity", () => {
    const labels = (text: string) => findTopics(text).map((m) => aspectTheme(m.theme).label);
    expect(labels("Fewer people per instructor")).toEqual(["Busy times and crowding"]);
    expect(labels("More individual attention would help")).toEqual(["Busy times and crowding"]);
    expect(labels("Groups were way too big")).toEqual(["Busy times and crowding"]);
    // The teacher alone is still teaching.
    expect(labels("The instructor was brilliant")).toEqual(["Teaching"]);
    expect(labels("I'd like the instructor to explain the breathing more")).toEqual(["Teaching"]);
  });

  it("reads the weather and the state of sea or ground as one theme for any outdoor activity", () => {
    const labels = (text: string) => findTopics(text).map((m) => aspectTheme(m.theme).label);
    expect(labels("Check the forecast before sending us out")).toContain("Weather and conditions");
    expect(labels("The swell was far too big for beginners")).toContain("Weather and conditions");
    expect(labels("Rained all day and nothing was moved")).toContain("Weather and conditions");
    // Rain that caused a leak is the leak.
    expect(labels("The roof leaks when it rains")).not.toContain("Weather and conditions");
    // A flat, a wave hello, cold food and a rough partner are no weather.
    expect(labels("Only one oven between the whole flat")).not.toContain("Weather and conditions");
    expect(labels("The bin men always wave to my kids")).not.toContain("Weather and conditions");
    expect(labels("My food arrived cold")).not.toContain("Weather and conditions");
    expect(labels("Some partners are too rough")).not.toContain("Weather and conditions");
    expect(labels("The lemon drizzle was perfect")).not.toContain("Weather and conditions");
    expect(labels("Scrolling is choppy and laggy")).not.toContain("Weather and conditions");
    expect(labels("The changing rooms are too cold in winter")).not.toContain("Weather and conditions");
    expect(labels("A quiet room to wind down after class")).not.toContain("Weather and conditions");
    expect(labels("Fly tipping and dumping by the bins")).not.toContain("Weather and conditions");
  });

  it("reads how long a session lasts as its own theme, and the dangers of an activity as safety", () => {
    const labels = (text: string) => findTopics(text).map((m) => aspectTheme(m.theme).label);
    expect(labels("Longer lessons please")).toEqual(["Length of sessions"]);
    expect(labels("Most of the lesson was spent on the beach")).toContain("Length of sessions");
    expect(labels("An hour goes too fast")).toContain("Length of sessions");
    // "too short" only implies it: the opening hours it is said of keep it.
    expect(labels("The opening hours are too short")).toEqual(["Opening hours"]);
    expect(labels("More buses please, one an hour isn't enough")).not.toContain("Length of sessions");
    expect(labels("Too much talking in the quiet area")).not.toContain("Length of sessions");
    expect(labels("Keep a first aid kit on the beach")).toContain("Safety and security");
    expect(labels("Explain what to do if you get caught in a rip current")).toContain("Safety and security");
  });

  it("reads what a learner is told and shown (tips, what they do wrong, progress, practising) as teaching", () => {
    const labels = (text: string) => findTopics(text).map((m) => aspectTheme(m.theme).label);
    expect(labels("More tips on what I was doing wrong")).toEqual(["Teaching"]);
    expect(labels("Tell me how I'm progressing")).toEqual(["Teaching"]);
    expect(labels("Teach us the rules of the road")).toContain("Teaching");
    expect(labels("More time practising the basics")).toContain("Teaching");
    // The surgery is no practising.
    expect(labels("The practice manager never replied")).not.toContain("Teaching");
    expect(labels("Great balance of theory and practice")).not.toContain("Teaching");
    expect(labels("Too many in the water to keep everyone safe")).toContain("Safety and security");
    expect(labels("A boy got hit by a board")).toContain("Safety and security");
  });

  it("reads ways to afford it as price, being shown how or given it in writing as explanation", () => {
    const labels = (text: string) => findTopics(text).map((m) => aspectTheme(m.theme).label);
    expect(labels("Payment plans would help")).toEqual(["Price and value"]);
    expect(labels("Interest free credit please")).toEqual(["Price and value"]);
    expect(labels("Show me how to use the app properly")).toContain("Communication");
    expect(labels("Give written notes after the visit")).toContain("Communication");
    expect(labels("A couple of disabled bays outside would help")).toEqual(["Parking and access"]);
    expect(labels("The young man who did my test seemed bored")).toEqual(["Staff friendliness and helpfulness"]);
  });

  it("reads checks, follow-up calls and servicing after a sale as aftercare", () => {
    const labels = (text: string) => findTopics(text).map((m) => aspectTheme(m.theme).label);
    expect(labels("Nobody checked on me after the fitting")).toContain("Aftercare and follow-up");
    expect(labels("Once they sold me the boiler I never heard from them again")).toContain("Aftercare and follow-up");
    expect(labels("A check-up call a month after would be nice")).toEqual(["Aftercare and follow-up"]);
    // A follow-up appointment is booking, and a loan car is no aftercare.
    expect(labels("I could not get a follow-up appointment")).not.toContain("Aftercare and follow-up");
    expect(labels("The loaner they gave me was tiny")).not.toContain("Aftercare and follow-up");
    expect(labels("We could not check in on arrival")).not.toContain("Aftercare and follow-up");
  });

  it("reads kit lent for an activity as one theme, and comfort and sound as how a fitted thing fits", () => {
    const labels = (text: string) => findTopics(text).map((m) => aspectTheme(m.theme).label);
    expect(labels("The wetsuits were ripped")).toContain("Kit and equipment");
    expect(labels("Helmets in more sizes please")).toContain("Kit and equipment");
    expect(labels("Life jackets were missing")).toContain("Kit and equipment");
    expect(labels("The gears slip constantly")).not.toContain("Kit and equipment");
    expect(labels("Send the kit list earlier")).not.toContain("Kit and equipment");
    expect(labels("They didn't touch the skirting boards")).not.toContain("Kit and equipment");
    expect(labels("The first aid kit was empty")).not.toContain("Kit and equipment");
    expect(labels("Evening sessions would suit working parents")).not.toContain("Kit and equipment");
    expect(labels("He fell out with the other kids")).not.toContain("Fit and adjustments");
    expect(labels("The aids fall out when I'm eating")).toContain("Fit and adjustments");
    // Pain after a treatment and squealing brakes are no fit.
    expect(labels("Didn't hurt a bit")).not.toContain("Fit and adjustments");
    expect(labels("Brakes were squealing")).not.toContain("Fit and adjustments");
    expect(labels("My hearing aid still whistles")).toContain("Fit and adjustments");
    expect(labels("They never feel right")).toEqual(["Fit and adjustments"]);
    expect(labels("more fine tuning sessions")).toContain("Fit and adjustments");
  });

  it("reads getting changed as the changing facilities, manner as staff, messages and channels as contact", () => {
    const labels = (text: string) => findTopics(text).map((m) => aspectTheme(m.theme).label);
    // The gym's changing rooms where the form is a gym's, the shared toilets and showers elsewhere.
    expect(labels("Somewhere warm to get changed")).toEqual(["Changing rooms and showers"]);
    expect(labels("Be kinder")).toEqual(["Staff friendliness and helpfulness"]);
    expect(labels("Treat us like adults")).toEqual(["Staff friendliness and helpfulness"]);
    expect(labels("My son got bored by Wednesday")).not.toContain("Staff friendliness and helpfulness");
    expect(labels("Left a message, never called back")).toContain("Phone and contact");
    expect(labels("An email address that someone actually reads")).toEqual(["Phone and contact"]);
    expect(labels("Tell us earlier if it is off, nobody texted")).toContain("Communication");
  });

  it("reads getting a date as booking and keeping to the booked time as punctuality", () => {
    const labels = (text: string) => findTopics(text).map((m) => aspectTheme(m.theme).label);
    expect(labels("I was told the next free date was in March")).toContain("Booking and reservations");
    expect(labels("The next free slot was weeks away")).toContain("Booking and reservations");
    // On our first visit it is the visit, not getting one.
    expect(labels("On our first visit the staff were lovely")).not.toContain("Booking and reservations");
    expect(labels("Run to time")).toEqual(["Speed of service"]);
    expect(labels("I was seen 40 minutes after my slot")).toContain("Speed of service");
    // A part that takes weeks is turnaround, not a booking.
    expect(labels("Waited 3 weeks for a part")).not.toContain("Booking and reservations");
    // The booked visit a wait was for is no complaint about booking.
    expect(labels("Long wait even though I had booked a slot")).toEqual(["Speed of service"]);
  });

  it("reads a wait said with what it was for as that theme's, unless it counts minutes or hours", () => {
    const labels = (text: string) => findTopics(text).map((m) => aspectTheme(m.theme).label);
    expect(labels("Couldn't book online, had to wait weeks")).toEqual(["Booking and reservations"]);
    expect(labels("Faster turnaround from referral")).not.toContain("Speed of service");
    // A cancelled slot is no wait: it stays where it was.
    expect(labels("They cancelled my delivery slot on the morning itself")).toContain("Speed of service");
    expect(labels("Wrong size window delivered, 5 week wait for another")).not.toContain("Booking and reservations");
    expect(labels("Waited 40 minutes even though the booking system said it was free")).toContain("Speed of service");
    expect(labels("Booked a table, still waited ages to be seated")).toContain("Speed of service");
    expect(labels("The wait was far too long")).toEqual(["Speed of service"]);
    // Speaking too fast to follow is how things are explained.
    expect(labels("The audiologist spoke quickly and I missed half of it")).toEqual(["Communication"]);
  });

  it("makes appointments and bookings one theme on a form that reads both, named by the one said more; repairs and aftercare too", () => {
    const texts = [
      "Getting an appointment is the hardest part",
      "No appointments for weeks",
      "Appointments are always full",
      "The booking website kept crashing",
      "Prices are high",
      "Parking is hard",
    ];
    const candidates = texts.map(() => [] as ReturnType<typeof findTopics>);
    const read = texts.map((t, i) => findTopics(t, undefined, candidates[i]));
    const allowed = themesForAnswers(["How can our clinic improve?"], read, candidates);
    const labels = (text: string) => findTopics(text, allowed).map((m) => aspectTheme(m.theme).label);
    expect(labels("The booking website kept crashing")).toEqual(["Appointments"]);
    expect(labels("Getting an appointment is the hardest part")).toEqual(["Appointments"]);
    const sold = [
      "Nobody followed up after the fitting",
      "A check-up call a month after would be nice",
      "Once they sold me the aids I never heard from them again",
      "Repairs take too long",
      "Too expensive",
    ];
    const seen = sold.map(() => [] as ReturnType<typeof findTopics>);
    const soldRead = sold.map((t, i) => findTopics(t, undefined, seen[i]));
    const afterSale = themesForAnswers(["What could we do better?"], soldRead, seen);
    const after = (text: string) => findTopics(text, afterSale).map((m) => aspectTheme(m.theme).label);
    expect(after("Repairs take too long")).toEqual(["Aftercare and follow-up"]);
    // Where nothing is said of aftercare, repairs stay repairs.
    expect(labels("Repairs take too long")).toEqual(["Repairs and maintenance"]);
  });

  it("does not make a theme of quantity or time-of-day words", () => {
    const result = collectThemes(
      [uncovered("We need more"), uncovered("More please"), uncovered("Noisy at night")],
      [covered("Cold at night", 7), covered("Want more", 7)],
    );
    const nouns = result.all.map((t) => t.nouns);
    expect(nouns).not.toContain("more");
    expect(nouns).not.toContain("night");
  });

  it("leaves out a word theme most of whose answers a shown vocabulary theme holds", () => {
    const app = { label: "app", count: 5, negative: 0, positive: 0, nouns: "app", multiword: false, said: ["app"] };
    const held = { ...app, heldBy: new Map([[7, 3]]) };
    expect(pickThemes([held], 8, 20, new Set([7])).map(formatTheme)).toEqual([]);
    // Not when that theme is not shown, nor when it holds half or fewer.
    expect(pickThemes([held], 8, 20, new Set([3])).map(formatTheme)).toEqual(["app (5)"]);
    const some = { ...app, heldBy: new Map([[7, 2]]) };
    expect(pickThemes([some], 8, 20, new Set([7])).map(formatTheme)).toEqual(["app (5)"]);
  });
});

describe("themeWord", () => {
  it("finds a word theme by its stem, never by a shorter word of its own", () => {
    expect(
      ["Games", "Docking", "Glass", "Timing", "Evening", "Bus", "Door: adorable", "Tee times"].map(themeWord),
    ).toEqual(["Game", "Dock", "Glass", "Timing", "Evening", "Bus", "Door", undefined]);
    expect(holdsThemeWord("Dock").test("the docking stations were full")).toBe(true);
    expect(holdsThemeWord("Evening").test("even so it was fine")).toBe(false);
  });
});

describe("findTopics, themes any public service shares", () => {
  const answers = [
    "the website times out every time i try to renew",
    "the portal is awful on a phone",
    "never see a warden, so whats the point",
    "got fined with my permit clearly on the dashboard",
    "the white lines are so faded half of them have gone",
    "signs are confusing, took me ages to work out which zone",
    "my walking frame doesnt fit through the door",
  ];
  const seen = answers.map(() => [] as ReturnType<typeof findTopics>);
  const read = answers.map((t, i) => findTopics(t, undefined, seen[i]));
  const allowed = themesForAnswers(["What would improve the parking permit scheme for you?"], read, seen);
  const labels = (text: string) => findTopics(text, allowed).map((m) => aspectTheme(m.theme).label);

  it("names the website, enforcement, signs and access in a council's answers", () => {
    expect(labels("the website times out every time i try to renew")).toContain("Website and online");
    expect(labels("never see a warden, so whats the point")).toContain("Fines and enforcement");
    expect(labels("the white lines are so faded half of them have gone")).toContain("Signs and markings");
    expect(labels("my walking frame doesnt fit through the door")).toContain("Parking and access");
  });

  it("keeps signing up, a booking website and a building site out of them", () => {
    expect(labels("sign up was a pain")).not.toContain("Signs and markings");
    expect(labels("The booking website kept crashing")).not.toContain("Website and online");
    expect(labels("the building site next door is noisy")).not.toContain("Website and online");
  });
});

describe("restaurant themes said without their words", () => {
  const labels = (text: string) => findTopics(text).map((t) => aspectTheme(t.theme).label);
  it("reads a table not held, a glass with lipstick and nothing for a coeliac as their themes", () => {
    expect(labels("google maps sent us the wrong way and then our table wasnt ready")).toContain(
      "Booking and reservations",
    );
    expect(labels("my glass had lipstick on the rim. not mine")).toContain("Cleanliness");
    expect(labels("my daughter is coeliac and there was nothing she could have except a salad")).toContain(
      "Menu choice",
    );
  });
});
