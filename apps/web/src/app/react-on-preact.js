// "react" in the production build (vite.config.ts): Preact's compatibility layer, plus what React 19.2
// has and it lacks. Plain JavaScript: Preact's types would clash with React's in the type check.
export * from "preact/compat";
export { default } from "preact/compat";

/**
 * React's <Activity>, which Mantine uses only for parts kept mounted while hidden (`keepMounted`):
 * here a hidden part is unmounted instead, as it is without `keepMounted`.
 */
export function Activity({ mode = "visible", children }) {
  return mode === "hidden" ? null : children;
}
