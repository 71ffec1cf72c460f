import "@mantine/core/styles.css";
import "@mantine/notifications/styles.css";
import "lenis/dist/lenis.css";
import "./app/global.css";

import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { AppProviders } from "./app/providers.tsx";
import { AppRouter } from "./app/router.tsx";

const container = document.getElementById("root");
if (!container) throw new Error("The page has no #root element.");

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <AppRouter />
    </AppProviders>
  </StrictMode>,
);
