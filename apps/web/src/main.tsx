// Mantine's base styles; each component's own stylesheet comes with its code (see vite.config.ts).
// default-css-variables.css is left out: MantineProvider writes every variable itself (providers.tsx).
import "@mantine/core/styles/baseline.layer.css";
import "@mantine/core/styles/global.layer.css";
import "./app/global.css";

import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { AppProviders } from "./app/providers.tsx";
import { AppRouter } from "./app/router.tsx";
import { startEmbeddedMode } from "./lib/embedded.ts";

startEmbeddedMode();
const container = document.getElementById("root");
if (!container) throw new Error("The page has no #root element.");

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <AppRouter />
    </AppProviders>
  </StrictMode>,
);
