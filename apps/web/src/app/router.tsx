import { lazy } from "react";
import { Route, Routes } from "react-router";
import { AppLayout } from "../components/layout/app-layout.tsx";
import { NotFoundPage } from "../components/not-found-page.tsx";
import { lightScreen, screen } from "./lazy-screen.ts";
import type { OwnerScreenName } from "./owner-route.tsx";

const LandingPage = screen(() => import("../features/landing/components/landing-page.tsx"), "LandingPage");
const PricingPage = screen(() => import("../features/pricing/components/pricing-page.tsx"), "PricingPage");
const ContactPage = screen(() => import("../features/contact/components/contact-page.tsx"), "ContactPage");
const FaqPage = screen(() => import("../features/faq/components/faq-page.tsx"), "FaqPage");
const LoginPage = screen(() => import("../features/auth/components/login-page.tsx"), "LoginPage");
const RegisterPage = screen(() => import("../features/auth/components/register-page.tsx"), "RegisterPage");
const CreateFormPage = screen(
  () => import("../features/form-builder/components/create-form-page.tsx"),
  "CreateFormPage",
);
// The owner screens, their guard and the chunks they load are listed in a chunk of their own: the
// page every visitor loads (a respondent's too) does not carry them.
const OwnerRoute = lazy(async () => ({ default: (await import("./owner-route.tsx")).OwnerRoute }));
const OwnerPage = lazy(async () => ({ default: (await import("./owner-route.tsx")).OwnerPage }));
const RespondPage = lightScreen(() => import("../features/respond/components/respond-page.tsx"), "RespondPage");
const CreateCompletePage = screen(
  () => import("../features/create-complete/components/create-complete-page.tsx"),
  "CreateCompletePage",
);

const OWNER_SCREENS: { screen: OwnerScreenName; path: string }[] = [
  { screen: "dashboard", path: "dashboard" },
  { screen: "forms", path: "forms" },
  { screen: "edit", path: "forms/edit/:id" },
  { screen: "overview", path: "forms/:formId" },
];

/** Spec section 2, route list. */
export function AppRouter() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<LandingPage />} />
        <Route path="home" element={<LandingPage />} />
        <Route path="pricing" element={<PricingPage />} />
        <Route path="contact" element={<ContactPage />} />
        <Route path="faq" element={<FaqPage />} />
        <Route path="login" element={<LoginPage />} />
        <Route path="register" element={<RegisterPage />} />
        <Route path="create-form" element={<CreateFormPage />} />
        {OWNER_SCREENS.map(({ screen, path }) => (
          // Each owner screen behind the one guard, which says that screen's own text to a visitor.
          <Route key={path} element={<OwnerRoute screen={screen} />}>
            <Route path={path} element={<OwnerPage screen={screen} />} />
          </Route>
        ))}
        <Route path="user-response/:userId/:formId" element={<RespondPage />} />
        <Route path="create-complete/:userId/:formId" element={<CreateCompletePage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
