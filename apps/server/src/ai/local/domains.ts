import type { QuestionType } from "@parley/schema";

/** A question with "{s}" where the subject goes ("our new coffee shop", "Pennywise"). */
export interface Template {
  type: QuestionType;
  text: string;
  options?: string[];
  /** Open-ended questions that ask for AI follow-ups. */
  prompt?: boolean;
}

export interface Domain {
  id: string;
  /** Lemmas and lemma pairs of a purpose that point to this domain, with weights. */
  keywords: Record<string, number>;
  /** Head nouns (or endings) that name a subject of this domain: "clinic", "coffee shop". */
  entities: string[];
  /** Subject when the purpose names none. */
  fallback: string;
  /** Title words: "{Subject} {qualifier} {core}", qualifier dropped when the subject already says it. */
  qualifier: string;
  core: string;
  /** Keep "a plant-based bar" (a concept not yet sold) instead of turning it into "the". */
  keepIndefinite?: boolean;
  bank: Template[];
}

const slider = (text: string): Template => ({ type: "slider", text });
const radio = (text: string, options: string[]): Template => ({ type: "radio", text, options });
const checkbox = (text: string, options: string[]): Template => ({ type: "checkbox", text, options });
const open = (text: string, prompt: boolean): Template => ({ type: "open-ended", text, prompt });

const SATISFACTION = ["Very satisfied", "Satisfied", "Neutral", "Dissatisfied", "Very dissatisfied"];
const QUALITY = ["Excellent", "Good", "Fair", "Poor"];

function words(list: string, weight: number): Record<string, number> {
  return Object.fromEntries(list.split(",").map((w) => [w.trim(), weight]));
}

export const DOMAINS: Domain[] = [
  {
    id: "restaurant",
    keywords: {
      ...words(
        "restaurant,cafe,café,coffee,bistro,diner,bakery,menu,dish,food,meal,dining,dinner,lunch,brunch,breakfast,takeaway,chef,pizza,burger,sushi,brewery,eatery,canteen,pub,drinks,cocktail,tea,cuisine,waiter,waitress,table,reservation",
        2,
      ),
      "coffee shop": 4,
      "food truck": 4,
    },
    entities:
      "restaurant,cafe,café,coffee shop,coffee house,bar,pub,bistro,diner,bakery,brewery,eatery,canteen,pizzeria,kitchen,food truck,tea room,tearoom,grill,steakhouse,trattoria,deli,takeaway,juice bar,wine bar".split(
        ",",
      ),
    fallback: "our restaurant",
    qualifier: "Guest",
    core: "Feedback",
    bank: [
      slider("On a scale of 0 to 10, how would you rate your visit to {s}?"),
      slider("How would you rate the food at {s}, from 0 to 10?"),
      radio("How would you rate the service at {s}?", QUALITY),
      radio("How long did you wait for your order at {s}?", [
        "Under 10 minutes",
        "10 to 20 minutes",
        "20 to 30 minutes",
        "Over 30 minutes",
      ]),
      radio("How often do you visit {s}?", [
        "This was my first visit",
        "Once a month or less",
        "A few times a month",
        "Every week",
      ]),
      radio("How would you describe the prices at {s}?", ["Great value", "Fair", "A bit high", "Too expensive"]),
      checkbox("What did you enjoy most at {s}?", [
        "The food",
        "The drinks",
        "Friendly staff",
        "The atmosphere",
        "The prices",
        "Cleanliness",
      ]),
      checkbox("What brought you to {s}?", [
        "Location",
        "A recommendation",
        "Online reviews",
        "The menu",
        "A special offer",
        "Passing by",
      ]),
      open("What is one thing {s} could do to make your next visit better?", true),
      open("Which dish or drink at {s} stood out for you, and why?", true),
      open("Is there anything you would like to see on the menu at {s}?", false),
    ],
  },
  {
    id: "hotel",
    keywords: {
      ...words(
        "hotel,stay,room,resort,hostel,guesthouse,inn,lodge,accommodation,check-in,airbnb,rental,cabin,campsite,spa,suite,booking,trip,tour,travel,holiday,vacation,cruise,guest,guests,b&b,villa,reception",
        2,
      ),
    },
    entities:
      "hotel,resort,hostel,guesthouse,inn,lodge,apartment,cabin,campsite,spa,villa,tour,cruise,holiday,b&b,retreat,motel".split(
        ",",
      ),
    fallback: "our hotel",
    qualifier: "Guest",
    core: "Survey",
    bank: [
      slider("On a scale of 0 to 10, how would you rate your stay at {s}?"),
      slider("How likely are you to stay at {s} again, from 0 to 10?"),
      radio("How clean was your room at {s}?", ["Spotless", "Clean", "Acceptable", "Not clean enough"]),
      radio("What was the main purpose of your stay at {s}?", [
        "Holiday",
        "Business",
        "Visiting family or friends",
        "An event or wedding",
        "Other",
      ]),
      radio("How smooth was check-in at {s}?", ["Very smooth", "Smooth", "Some delays", "Slow and difficult"]),
      checkbox("Which facilities at {s} did you use?", ["Restaurant", "Bar", "Gym", "Pool or spa", "Parking", "Wi-Fi"]),
      checkbox("What would have made your stay at {s} more comfortable?", [
        "A quieter room",
        "A better bed",
        "Faster Wi-Fi",
        "More breakfast choice",
        "Friendlier service",
        "Nothing, it was great",
      ]),
      open("What was the highlight of your stay at {s}?", true),
      open("What is one thing {s} should improve before your next visit?", true),
      open("Did any member of staff at {s} make your stay special, and how?", false),
    ],
  },
  {
    id: "patient",
    keywords: {
      ...words(
        "patient,patients,clinic,hospital,doctor,nurse,appointment,dental,dentist,therapy,therapist,treatment,pharmacy,gp,physio,physiotherapy,surgery,ward,health,healthcare,medical,consultation,telehealth,vet,veterinary,optician,counselling,counseling,care,clinician,diagnosis,receptionist",
        2,
      ),
    },
    entities:
      "clinic,hospital,practice,surgery,pharmacy,ward,health centre,health center,medical centre,medical center,dental,dentist,telehealth,physiotherapy,physio,care home,hospice,vet,veterinary".split(
        ",",
      ),
    fallback: "our clinic",
    qualifier: "Patient Experience",
    core: "Survey",
    bank: [
      slider("On a scale of 0 to 10, how would you rate your care at {s}?"),
      slider("How likely are you to recommend {s} to friends and family, from 0 to 10?"),
      radio("How easy was it to book an appointment with {s}?", ["Very easy", "Easy", "Difficult", "Very difficult"]),
      radio("How long did you wait past your appointment time at {s}?", [
        "I did not wait",
        "Under 15 minutes",
        "15 to 30 minutes",
        "Over 30 minutes",
      ]),
      radio("Did the staff at {s} explain things in a way you could understand?", [
        "Yes, completely",
        "Yes, to some extent",
        "No",
      ]),
      radio("How were you treated by the staff at {s}?", [
        "With kindness and respect",
        "Politely",
        "Indifferently",
        "Poorly",
      ]),
      checkbox("Which of these went well during your visit to {s}?", [
        "Booking",
        "Reception",
        "Waiting area",
        "Time with the clinician",
        "Explanation of my treatment",
        "Follow-up",
      ]),
      checkbox("Which of these concerned you during your visit to {s}?", [
        "Waiting time",
        "Cleanliness",
        "Privacy",
        "Cost",
        "Communication",
        "Nothing concerned me",
      ]),
      open("What could {s} do to make your next visit better?", true),
      open("Is there anything about your treatment at {s} that worried you?", true),
      open("Is there a member of staff at {s} you would like to thank?", false),
    ],
  },
  {
    id: "onboarding",
    keywords: {
      ...words(
        "onboarding,sign-up,signup,setup,set-up,tutorial,registration,walkthrough,activation,trial,first-time,getting,started,drop,abandon,churn",
        2,
      ),
      onboarding: 5,
      "sign up": 3,
      "set up": 3,
      "new user": 3,
      "get start": 3,
      "first week": 2,
      "drop off": 3,
    },
    entities: "onboarding,sign-up,signup,setup,set-up,registration,walkthrough,tutorial".split(","),
    fallback: "our app",
    qualifier: "Onboarding",
    core: "Survey",
    bank: [
      slider("On a scale of 0 to 10, how easy was it to get started with {s}?"),
      slider("How confident did you feel using {s} after your first session, from 0 to 10?"),
      radio("How long did it take you to set up {s}?", [
        "Under 5 minutes",
        "5 to 15 minutes",
        "15 to 30 minutes",
        "More than 30 minutes",
        "I have not finished yet",
      ]),
      radio("How did you hear about {s}?", [
        "App store",
        "A friend or colleague",
        "Social media",
        "Search engine",
        "Advertising",
        "Other",
      ]),
      radio("Did you finish setting up {s} in one go?", ["Yes", "No, I came back later", "No, I gave up"]),
      checkbox("Which steps of getting started with {s} were confusing?", [
        "Creating an account",
        "Verifying my email",
        "Connecting my data",
        "Choosing settings",
        "Finding the main features",
        "None of them",
      ]),
      checkbox("What did you hope {s} would help you with?", [
        "Saving time",
        "Staying organised",
        "Saving money",
        "Working with others",
        "Learning something new",
      ]),
      open("Was there a moment when you nearly gave up on {s}? What happened?", true),
      open("What would have made your first day with {s} easier?", true),
      open("What made you decide to try {s}?", false),
    ],
  },
  {
    id: "app",
    keywords: {
      ...words(
        "app,application,software,platform,dashboard,feature,features,mobile,ios,android,saas,plugin,extension,integration,update,release,version,interface,ui,ux,notification,notifications,bug,bugs,login,sync,subscription,user,users",
        2,
      ),
      "mobile app": 3,
    },
    entities:
      "app,application,software,platform,tool,dashboard,plugin,extension,integration,feature,update,release,interface,api,editor,game".split(
        ",",
      ),
    fallback: "our app",
    qualifier: "User",
    core: "Feedback",
    bank: [
      slider("On a scale of 0 to 10, how easy is {s} to use?"),
      slider("How likely are you to recommend {s} to a colleague, from 0 to 10?"),
      radio("How often do you use {s}?", ["Several times a day", "Daily", "Weekly", "Monthly or less"]),
      radio("How reliable has {s} been for you?", [
        "Very reliable",
        "Mostly reliable",
        "Sometimes unreliable",
        "Very unreliable",
      ]),
      radio("Which device do you mainly use {s} on?", ["Phone", "Tablet", "Laptop or desktop", "Several devices"]),
      checkbox("Which parts of {s} do you find most useful?", [
        "Dashboard",
        "Notifications",
        "Search",
        "Reports",
        "Integrations",
        "Mobile access",
      ]),
      checkbox("Which of these have you run into while using {s}?", [
        "Crashes or freezes",
        "Slow loading",
        "Confusing navigation",
        "Missing features",
        "Sync problems",
        "None of these",
      ]),
      open("What is the one feature you wish {s} had?", true),
      open("What is the most frustrating part of using {s}?", true),
      open("What do you like most about {s}?", false),
    ],
  },
  {
    id: "website",
    keywords: {
      ...words(
        "website,site,web,webpage,homepage,landing,navigation,blog,portal,browse,browsing,layout,redesign,url,visitor,visitors,pages,seo,intranet",
        2,
      ),
      website: 4,
      "landing page": 4,
    },
    entities:
      "website,site,homepage,page,portal,blog,redesign,intranet,web shop,webshop,online store,online shop".split(","),
    fallback: "our website",
    qualifier: "Website",
    core: "Feedback",
    bank: [
      slider("On a scale of 0 to 10, how easy was it to find what you needed on {s}?"),
      slider("How would you rate the look and feel of {s}, from 0 to 10?"),
      radio("What was the main reason for your visit to {s} today?", [
        "To buy something",
        "To find information",
        "To get in touch",
        "To compare options",
        "Just browsing",
      ]),
      radio("Did you find what you were looking for on {s}?", ["Yes", "Partly", "No"]),
      radio("How did you arrive at {s}?", [
        "Search engine",
        "Social media",
        "A link from another site",
        "Typed the address",
        "Email or newsletter",
      ]),
      radio("Which device are you using to visit {s}?", ["Phone", "Tablet", "Laptop or desktop"]),
      checkbox("Which parts of {s} did you use?", [
        "Search",
        "Main menu",
        "Product or service pages",
        "Blog or articles",
        "Contact form",
        "Account area",
      ]),
      checkbox("Did any of these get in your way on {s}?", [
        "Slow pages",
        "Confusing menus",
        "Broken links",
        "Too much text",
        "Pop-ups",
        "Nothing got in my way",
      ]),
      open("What, if anything, was missing or confusing on {s}?", true),
      open("If you could change one thing about {s}, what would it be?", true),
      open("What did you like most about {s}?", false),
    ],
  },
  {
    id: "event",
    keywords: {
      ...words(
        "event,conference,meetup,festival,concert,webinar,summit,gala,party,wedding,hackathon,fair,expo,picnic,exhibition,fundraiser,ceremony,speaker,speakers,session,sessions,attendee,attendees,venue,ticket,tickets,networking,retreat,tournament,marathon,race,match,keynote,panel,show,performance,launch",
        2,
      ),
      event: 3,
    },
    entities:
      "event,conference,meetup,festival,concert,webinar,summit,gala,party,wedding,hackathon,fair,expo,picnic,show,exhibition,fundraiser,ceremony,tournament,marathon,race,night,day,open day,launch,keynote,gig,performance,screening".split(
        ",",
      ),
    fallback: "the event",
    qualifier: "Attendee",
    core: "Feedback",
    bank: [
      slider("On a scale of 0 to 10, how would you rate {s} overall?"),
      slider("How likely are you to attend {s} again, from 0 to 10?"),
      radio("How did you hear about {s}?", [
        "Email invitation",
        "Social media",
        "A friend or colleague",
        "Website",
        "Poster or flyer",
        "Other",
      ]),
      radio("How well organised was {s}?", [
        "Very well organised",
        "Well organised",
        "Somewhat disorganised",
        "Very disorganised",
      ]),
      radio("Was {s} the right length?", ["Too short", "About right", "Too long"]),
      radio("How would you rate the venue for {s}?", QUALITY),
      checkbox("Which parts of {s} did you enjoy most?", [
        "Talks and sessions",
        "Networking",
        "Food and drinks",
        "The venue",
        "Entertainment",
        "Activities",
      ]),
      checkbox("What could be improved at {s}?", [
        "Registration and check-in",
        "Schedule",
        "Venue and seating",
        "Sound and visuals",
        "Food and drinks",
        "Communication beforehand",
      ]),
      open("What was the highlight of {s} for you?", true),
      open("What should we change for the next edition of {s}?", true),
      open("Which topics or activities would you like to see at {s} next time?", false),
    ],
  },
  {
    id: "employee",
    keywords: {
      ...words(
        "employee,employees,staff,team,workplace,colleague,colleagues,manager,managers,management,hr,policy,remote,hybrid,office,culture,engagement,benefits,wellbeing,well-being,workload,pay,salary,career,leadership,morale,retention,job,role,department,pulse,appraisal,promotion,hire,hires,work,working,company",
        2,
      ),
      employee: 4,
      employees: 4,
      "new hire": 3,
    },
    entities:
      "policy,workplace,office,team,culture,scheme,benefits,benefit,department,initiative,leadership,process,programme,program,rota,schedule,company,organisation,organization,firm".split(
        ",",
      ),
    fallback: "our workplace",
    qualifier: "Employee",
    core: "Survey",
    bank: [
      slider("On a scale of 0 to 10, how satisfied are you with {s}?"),
      slider("How well does {s} support your work-life balance, from 0 to 10?"),
      radio("How clearly has {s} been explained to you?", [
        "Very clearly",
        "Clearly enough",
        "Not very clearly",
        "Not at all",
      ]),
      radio("How has {s} affected your productivity?", [
        "Improved it a lot",
        "Improved it a little",
        "No change",
        "Reduced it",
      ]),
      radio("How often do you feel your views on {s} are heard?", ["Always", "Often", "Sometimes", "Rarely", "Never"]),
      radio("How fair do you find {s}?", ["Very fair", "Mostly fair", "Somewhat unfair", "Very unfair"]),
      checkbox("Which parts of {s} work well for you?", [
        "Flexibility",
        "Communication",
        "Support from my manager",
        "Tools and equipment",
        "Workload",
        "Team spirit",
      ]),
      checkbox("Which of these would most improve {s} for you?", [
        "Clearer communication",
        "More flexibility",
        "Better tools",
        "A fairer workload",
        "More recognition",
        "Career development",
      ]),
      open("What is the biggest challenge you face with {s}?", true),
      open("If you could change one thing about {s}, what would it be?", true),
      open("What should we keep doing when it comes to {s}?", false),
    ],
  },
  {
    id: "course",
    keywords: {
      ...words(
        "course,class,classes,workshop,training,lecture,lectures,module,curriculum,bootcamp,tutorial,lesson,lessons,teacher,instructor,trainer,learner,learners,seminar,masterclass,certification,semester,university,learning,e-learning,cohort,syllabus,students,participants,coaching,mentoring",
        2,
      ),
      course: 3,
      workshop: 3,
      training: 3,
    },
    entities:
      "course,class,workshop,training,lecture,module,bootcamp,tutorial,lesson,seminar,masterclass,certification,programme,program,series,unit,curriculum,coaching,mentoring,academy".split(
        ",",
      ),
    fallback: "the course",
    qualifier: "Course",
    core: "Evaluation",
    bank: [
      slider("On a scale of 0 to 10, how would you rate {s} overall?"),
      slider("How confident do you feel applying what you learned in {s}, from 0 to 10?"),
      radio("How was the pace of {s}?", ["Too slow", "About right", "Too fast"]),
      radio("How well did {s} meet your learning goals?", ["Fully", "Mostly", "Partly", "Not at all"]),
      radio("How would you rate the instructor of {s}?", QUALITY),
      radio("How difficult did you find {s}?", ["Too easy", "About right", "Challenging but fair", "Too hard"]),
      checkbox("Which parts of {s} were most useful?", [
        "Lectures or talks",
        "Hands-on exercises",
        "Group discussions",
        "Course materials",
        "Q&A sessions",
        "Feedback on my work",
      ]),
      checkbox("What would have helped you get more from {s}?", [
        "More examples",
        "More practice time",
        "Smaller groups",
        "Better materials",
        "More feedback",
        "Recordings of the sessions",
      ]),
      open("What was the most valuable thing you learned in {s}?", true),
      open("What would you change to improve {s} for future participants?", true),
      open("Which topics would you like a follow-up to {s} to cover?", false),
    ],
  },
  {
    id: "support",
    keywords: {
      ...words(
        "support,helpdesk,help,ticket,tickets,agent,agents,chat,hotline,complaint,enquiry,inquiry,call,calls,resolution,resolved,issue,issues,escalation",
        2,
      ),
      "customer service": 4,
      "customer support": 4,
      "call centre": 4,
      "call center": 4,
      "help desk": 4,
      "live chat": 3,
    },
    entities:
      "support,support team,helpdesk,help desk,service desk,customer service,call centre,call center,contact centre,live chat,hotline".split(
        ",",
      ),
    fallback: "our support team",
    qualifier: "Support",
    core: "Feedback",
    bank: [
      slider("On a scale of 0 to 10, how satisfied are you with the help you got from {s}?"),
      slider("How easy was it to get your issue handled by {s}, from 0 to 10?"),
      radio("Was your issue resolved by {s}?", ["Yes, fully", "Partly", "No", "I am still waiting"]),
      radio("How quickly did {s} respond?", [
        "Within an hour",
        "The same day",
        "Within 1 to 2 days",
        "Longer than 2 days",
      ]),
      radio("How did you contact {s}?", ["Phone", "Email", "Live chat", "Social media", "In person"]),
      radio("How many times did you contact {s} about this issue?", ["Once", "Twice", "Three times or more"]),
      checkbox("How would you describe the person from {s} who helped you?", [
        "Friendly",
        "Knowledgeable",
        "Patient",
        "Quick",
        "Hard to understand",
        "Unhelpful",
      ]),
      checkbox("What mattered most to you when contacting {s}?", [
        "A fast reply",
        "Solving it the first time",
        "A friendly tone",
        "Clear next steps",
        "Being able to choose the channel",
      ]),
      open("What could {s} have done better?", true),
      open("What was your issue, and how did {s} handle it?", true),
      open("Is there anything else you want {s} to know?", false),
    ],
  },
  {
    id: "fitness",
    keywords: {
      ...words(
        "gym,fitness,yoga,pilates,workout,workouts,membership,members,swimming,pool,sports,crossfit,spin,climbing,exercise,weights,equipment,personal,trainer,trainers,leisure",
        2,
      ),
      gym: 4,
      "personal trainer": 3,
    },
    entities:
      "gym,studio,fitness centre,fitness center,leisure centre,leisure center,pool,sports club,climbing wall,yoga studio,bootcamp".split(
        ",",
      ),
    fallback: "our gym",
    qualifier: "Member",
    core: "Survey",
    bank: [
      slider("On a scale of 0 to 10, how satisfied are you with {s}?"),
      slider("How likely are you to renew your membership at {s}, from 0 to 10?"),
      radio("How often do you train at {s}?", [
        "Less than once a week",
        "1 to 2 times a week",
        "3 to 4 times a week",
        "5 or more times a week",
      ]),
      radio("How would you rate the cleanliness of {s}?", QUALITY),
      radio("When do you usually visit {s}?", ["Early morning", "Lunchtime", "Evening", "Weekends"]),
      radio("How busy is {s} when you visit?", ["Quiet", "Comfortably busy", "Crowded", "Too crowded to train"]),
      checkbox("Which facilities at {s} do you use?", [
        "Weights area",
        "Cardio machines",
        "Group classes",
        "Pool",
        "Sauna or spa",
        "Personal training",
      ]),
      checkbox("What would make {s} better for you?", [
        "More classes",
        "Longer opening hours",
        "Newer equipment",
        "Less crowding",
        "Friendlier staff",
        "Lower prices",
      ]),
      open("What keeps you coming back to {s}?", true),
      open("What has nearly made you stop going to {s}?", true),
      open("Which new class or service would you like {s} to offer?", false),
    ],
  },
  {
    id: "school",
    keywords: {
      ...words(
        "school,parents,parent,pupils,pupil,children,kids,child,teachers,classroom,kindergarten,nursery,preschool,daycare,pta,homework,playground,uniform,headteacher,principal,families",
        2,
      ),
      school: 4,
    },
    entities: "school,nursery,kindergarten,preschool,daycare,academy,after-school club,primary,playgroup".split(","),
    fallback: "our school",
    qualifier: "Parent",
    core: "Survey",
    bank: [
      slider("On a scale of 0 to 10, how satisfied are you with {s}?"),
      slider("How happy is your child at {s}, from 0 to 10?"),
      radio("How well does {s} keep you informed about your child's progress?", [
        "Very well",
        "Well",
        "Not very well",
        "Not at all",
      ]),
      radio("How safe do you feel your child is at {s}?", ["Very safe", "Safe", "Not very safe", "Unsafe"]),
      radio("How easy is it to talk to staff at {s}?", ["Very easy", "Easy", "Difficult", "Very difficult"]),
      checkbox("Which of these does {s} do well?", [
        "Teaching",
        "Pastoral care",
        "Communication with parents",
        "Clubs and activities",
        "School meals",
        "Facilities",
      ]),
      checkbox("How would you like {s} to keep in touch with you?", [
        "Email",
        "An app",
        "Text message",
        "Newsletter",
        "Meetings",
      ]),
      open("What is one thing {s} could do better for your child?", true),
      open("What does {s} do that you most appreciate?", true),
      open("Is there anything else you would like to share with {s}?", false),
    ],
  },
  {
    id: "community",
    keywords: {
      ...words(
        "volunteer,volunteers,volunteering,nonprofit,non-profit,charity,community,members,member,club,association,society,church,library,neighbourhood,neighborhood,council,residents,donors,donation,donations,fundraising,newsletter,union,scouts,membership,cause",
        2,
      ),
      volunteer: 4,
      volunteers: 4,
      charity: 3,
    },
    entities:
      "club,association,society,charity,library,group,newsletter,initiative,project,council,network,union,community,church,choir,team,league,foundation,scheme".split(
        ",",
      ),
    fallback: "our community",
    qualifier: "Member",
    core: "Survey",
    bank: [
      slider("On a scale of 0 to 10, how satisfied are you with {s}?"),
      slider("How likely are you to recommend {s} to someone you know, from 0 to 10?"),
      radio("How long have you been involved with {s}?", [
        "Less than 6 months",
        "6 months to 2 years",
        "2 to 5 years",
        "More than 5 years",
      ]),
      radio("How often do you take part in activities of {s}?", [
        "Every week",
        "Every month",
        "A few times a year",
        "Rarely",
      ]),
      radio("How well does {s} keep you informed?", ["Very well", "Well enough", "Not very well", "Not at all"]),
      radio("How welcome do you feel at {s}?", ["Very welcome", "Welcome", "Somewhat welcome", "Not welcome"]),
      checkbox("Why do you take part in {s}?", [
        "To meet people",
        "To give back",
        "To learn new skills",
        "For fun",
        "For my career",
        "To support the cause",
      ]),
      checkbox("What would help you get more involved with {s}?", [
        "More flexible times",
        "Better communication",
        "More varied activities",
        "Training",
        "Recognition",
        "Nothing, I am happy as I am",
      ]),
      open("What is the best thing about being part of {s}?", true),
      open("What should {s} do differently next year?", true),
      open("What activity or project would you like {s} to try?", false),
    ],
  },
  {
    id: "market",
    keywords: {
      ...words(
        "market,research,concept,idea,pricing,price,willingness,purchase,launch,prototype,competitor,competitors,demand,consumer,consumers,shopper,shoppers,validate,validation,startup,niche,segment,appetite,potential,interest,target,buy",
        2,
      ),
      "market research": 5,
      "potential customer": 4,
      "target audience": 4,
      "target market": 4,
      "new product": 3,
      "willingness to pay": 4,
    },
    entities:
      "concept,idea,prototype,subscription,bar,drink,snack,box,kit,range,brand,service,product,device,gadget".split(
        ",",
      ),
    fallback: "our new product",
    qualifier: "Market",
    core: "Research",
    keepIndefinite: true,
    bank: [
      slider("On a scale of 0 to 10, how interested would you be in {s}?"),
      slider("How likely would you be to buy {s} if it were available today, from 0 to 10?"),
      radio("How much would you expect to pay for {s}?", [
        "Less than for similar products",
        "About the same as similar products",
        "A little more than similar products",
        "Much more, if it is clearly better",
      ]),
      radio("How often would you use {s}?", ["Every day", "Every week", "Every month", "Rarely"]),
      radio("Where would you most likely buy {s}?", [
        "Online",
        "In a supermarket or shop",
        "Directly from the maker",
        "Through a subscription",
      ]),
      checkbox("Which qualities would matter most to you in {s}?", [
        "Price",
        "Quality",
        "Convenience",
        "Sustainability",
        "Brand reputation",
        "Design",
      ]),
      checkbox("What would stop you from buying {s}?", [
        "The price",
        "I do not need it",
        "Not trusting a new brand",
        "Hard to find in shops",
        "I already use an alternative",
        "Nothing would stop me",
      ]),
      open("What is your first reaction to {s}?", true),
      open("What would make {s} a must-have for you?", true),
      open("What do you use today instead of {s}?", false),
    ],
  },
  {
    id: "product",
    keywords: {
      ...words(
        "product,products,device,gadget,headphones,item,items,model,design,packaging,kit,appliance,bottle,shoes,furniture,hardware,quality,durability,battery,range,collection,purchase,bought",
        2,
      ),
      product: 3,
    },
    entities:
      "product,device,gadget,headphones,earbuds,speaker,kit,appliance,bottle,shoe,shoes,watch,phone,camera,bike,chair,mattress,range,collection,line,model,keyboard,charger,backpack,bag,jacket,toy,blender,vacuum".split(
        ",",
      ),
    fallback: "our product",
    qualifier: "Product",
    core: "Feedback",
    bank: [
      slider("On a scale of 0 to 10, how would you rate {s} overall?"),
      slider("How likely are you to recommend {s} to a friend, from 0 to 10?"),
      radio("How long have you been using {s}?", [
        "Less than a month",
        "1 to 6 months",
        "6 to 12 months",
        "More than a year",
      ]),
      radio("How often do you use {s}?", ["Every day", "A few times a week", "A few times a month", "Rarely"]),
      radio("How would you rate the build quality of {s}?", QUALITY),
      radio("How does {s} compare with similar products you have used?", [
        "Much better",
        "Somewhat better",
        "About the same",
        "Worse",
      ]),
      checkbox("What do you like most about {s}?", [
        "Design",
        "Ease of use",
        "Build quality",
        "Performance",
        "Value for money",
        "Customer support",
      ]),
      checkbox("Which of these problems have you had with {s}?", [
        "It broke or wore out",
        "It is hard to use",
        "Missing features",
        "Unclear instructions",
        "Damaged on delivery",
        "No problems",
      ]),
      open("What would make {s} more useful for you?", true),
      open("If you could change one thing about {s}, what would it be?", true),
      open("What made you choose {s}?", false),
    ],
  },
  {
    id: "customer",
    keywords: {
      ...words(
        "customer,customers,shop,store,service,order,orders,delivery,checkout,client,clients,business,brand,retail,e-commerce,ecommerce,salon,garage,agency,purchase,shopping,satisfaction,loyalty,nps,buyer,buyers,florist,boutique",
        2,
      ),
      customer: 3,
      customers: 3,
    },
    entities:
      "shop,store,business,company,service,brand,boutique,salon,garage,agency,studio,outlet,showroom,dealership,market,florist,barber,barbershop,laundry,bookshop,bookstore,delivery,checkout".split(
        ",",
      ),
    fallback: "our service",
    qualifier: "Customer",
    core: "Feedback",
    bank: [
      slider("On a scale of 0 to 10, how likely are you to recommend {s} to a friend or colleague?"),
      slider("How satisfied are you with {s} overall, from 0 to 10?"),
      radio("How often do you buy from {s}?", [
        "This was my first time",
        "A few times a year",
        "Monthly",
        "Weekly or more",
      ]),
      radio("How would you rate the value for money at {s}?", QUALITY),
      radio("How did you first hear about {s}?", [
        "A friend or family member",
        "Social media",
        "Search engine",
        "I walked past",
        "Advertising",
        "Other",
      ]),
      radio("Did {s} meet your expectations?", ["It exceeded them", "It met them", "Partly", "It fell short"]),
      checkbox("What do you value most about {s}?", [
        "Product quality",
        "Prices",
        "Friendly staff",
        "Fast service",
        "Convenience",
        "Range of choice",
      ]),
      checkbox("Which of these, if any, have been a problem with {s}?", [
        "Waiting times",
        "Prices",
        "Stock availability",
        "Staff helpfulness",
        "Delivery",
        "None of these",
      ]),
      open("What is one thing {s} could do better?", true),
      open("Tell us about a recent experience with {s} that stood out, good or bad. What happened?", true),
      open("Is there anything else you would like to tell us about {s}?", false),
    ],
  },
];

export const GENERIC: Domain = {
  id: "general",
  keywords: {},
  entities: [],
  fallback: "our service",
  qualifier: "",
  core: "Feedback Survey",
  bank: [
    slider("On a scale of 0 to 10, how satisfied are you with {s}?"),
    slider("How likely are you to recommend {s} to others, from 0 to 10?"),
    radio("How would you describe your overall experience with {s}?", ["Excellent", "Good", "Average", "Poor"]),
    radio("How often do you use {s}?", ["Daily", "Weekly", "Monthly", "Rarely", "This was my first time"]),
    radio("Did {s} meet your expectations?", ["It exceeded them", "It met them", "Partly", "Not at all"]),
    radio("How satisfied are you with the communication around {s}?", SATISFACTION),
    checkbox("What do you value most about {s}?", [
      "Quality",
      "Price",
      "Convenience",
      "Friendly people",
      "Reliability",
      "Speed",
    ]),
    checkbox("Which areas of {s} need the most attention?", [
      "Quality",
      "Price",
      "Communication",
      "Speed",
      "Ease of use",
      "None",
    ]),
    open("What is one thing that would make {s} better for you?", true),
    open("What do you like most about {s}, and why?", true),
    open("Is there anything else you would like to tell us about {s}?", false),
  ],
};

/** Aspect questions for topics the purpose names ("the prices", "the staff"). */
export const ASPECT_TEMPLATES: Template[] = [
  slider("On a scale of 0 to 10, how would you rate {a} {p} {s}?"),
  radio("How satisfied are you with {a} {p} {s}?", SATISFACTION),
  radio("How would you rate {a} {p} {s}?", QUALITY),
];

export { SATISFACTION };
