import { aimsSection } from "./aims.ts";

await aimsSection();
