import { fileURLToPath } from "node:url";

/** The repository root: the server is started from here, as `npm start` does. */
export const repoRoot = fileURLToPath(new URL("../../", import.meta.url));

/** Git-ignored output of the journeys (the root .gitignore ignores every `.artifacts/`). */
export const artifactsDir = fileURLToPath(new URL("../.artifacts/", import.meta.url));
