/** Purposes for the question-generation report, one or two sentences each, with the domain expected. */
export const PURPOSES: Array<{ domain: string; purpose: string }> = [
  { domain: "restaurant", purpose: "I want to collect feedback from customers about our new coffee shop in Leeds." },
  {
    domain: "restaurant",
    purpose:
      "We opened a new coffee shop in Leeds. We want to know what customers think of the coffee, the prices and the staff.",
  },
  { domain: "restaurant", purpose: "Feedback from diners on the new autumn tasting menu at Olive & Thyme" },
  { domain: "patient", purpose: "Survey patients about their experience at Riverside Dental Clinic." },
  { domain: "patient", purpose: "How do patients feel about our new telehealth appointments?" },
  {
    domain: "onboarding",
    purpose: "We want to understand why users drop off during onboarding in our budgeting app, Pennywise.",
  },
  {
    domain: "onboarding",
    purpose: "Find out how new users experience the sign-up and setup flow of our project management tool.",
  },
  { domain: "course", purpose: "Gather feedback on the React workshop we ran last weekend" },
  { domain: "course", purpose: "End-of-term evaluation for the Introduction to Statistics course" },
  { domain: "market", purpose: "Market research for a plant-based protein bar aimed at students." },
  { domain: "market", purpose: "Gauge interest in a monthly subscription box for indie board games before we launch." },
  { domain: "employee", purpose: "How do employees feel about the new hybrid work policy?" },
  {
    domain: "employee",
    purpose: "Quarterly engagement survey for our engineering team about workload, management and career growth.",
  },
  {
    domain: "event",
    purpose: "We organised the Northern Sales and Marketing Leadership Conference 2026 and want attendee feedback.",
  },
  { domain: "event", purpose: "Feedback on the annual company summer picnic" },
  { domain: "website", purpose: "Evaluate our website redesign" },
  {
    domain: "website",
    purpose: "Ask visitors whether the new help centre pages on our website answer their questions.",
  },
  { domain: "customer", purpose: "Customer satisfaction survey for Bloom & Wild florist deliveries" },
  { domain: "customer", purpose: "Collect feedback on the checkout process of our online shop for handmade candles." },
  { domain: "hotel", purpose: "Post-stay survey for guests of the Harbour View Hotel" },
  { domain: "support", purpose: "Feedback for our support team after a ticket is closed" },
  {
    domain: "fitness",
    purpose:
      "We run a yoga studio and want to know what members think of the new class timetable and the changing rooms.",
  },
  { domain: "school", purpose: "Parents' feedback on the after-school club at Greenfield Primary" },
  { domain: "community", purpose: "Ask our volunteers how they feel about the Saturday food bank shifts" },
  {
    domain: "app",
    purpose: "We released version 3 of our mobile banking app and want to hear what users think of the new dashboard.",
  },
  {
    domain: "product",
    purpose: "Feedback on our Aurora noise-cancelling headphones from people who bought them this year",
  },
];
