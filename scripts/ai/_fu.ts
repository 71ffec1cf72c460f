import { followUp } from "../../apps/server/src/ai/local/follow-up.ts";
const cases: Array<[string, string]> = [
  ["What is one thing our cafe could do better?", "Honestly the music is way too loud in the afternoons"],
  ["What did you enjoy most about the conference?", "Meeting other founders at the evening drinks"],
  ["Why did you cancel your membership?", "Too expensive for how often I actually went"],
  ["What would make you recommend us?", "If delivery was free over £20"],
  ["What could we improve about onboarding?", "I had no idea what a 'workspace' was or why I needed one"],
  ["How was your stay?", "Lovely room, rude receptionist"],
  ["What did you think of the new menu?", "Too many meat dishes, not enough for vegans like me"],
  ["What frustrates you about the app?", "notifications"],
  ["What do you like most about the course?", "The teacher explains things really clearly and gives lots of examples"],
  ["Anything else you'd like to tell us?", "Keep up the good work!"],
  ["What would you change about the office?", "More quiet rooms for calls. The open plan is impossible when everyone is on Zoom."],
  ["What stops you from volunteering more often?", "Work and kids mostly"],
  ["What made you choose us over other gyms?", "Location, it's 5 minutes from my flat"],
  ["How could the checkout be easier?", "Let me pay with PayPal"],
  ["What was the highlight of the wedding?", "The speeches!! Dave's was hilarious"],
  ["What is missing from the newsletter?", "Local events"],
  ["What do you think of the new timetable?", "It's fine I guess"],
  ["Why did you stop using the app?", "I found a better one"],
  ["What could the landlord do better?", "Answer emails"],
  ["How do you feel about the hybrid policy?", "I hate commuting twice a week for no reason"],
];
for (const [q, a] of cases) {
  const f1 = followUp({ question: q, answer: a });
  const f2 = followUp({ question: f1, answer: "It happens a lot, mostly on weekends", previous: [f1] });
  console.log(`Q: ${q}\nA: ${a}\n -> ${f1}\n -> (2nd) ${f2}\n`);
}
