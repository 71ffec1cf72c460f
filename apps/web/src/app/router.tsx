import { type ComponentType, lazy } from "react";
import { Route, Routes } from "react-router";
import { AppLayout } from "../components/layout/app-layout.tsx";
import { NotFoundPage } from "../components/not-found-page.tsx";

/**
 * Each screen is its own chunk, so a respondent opening a shared link downloads only what that page
 * needs. Screens get TanStack Query's cache, fetched alongside their own chunk (not after it).
 */
function screen<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(async () => {
    const [module, { withQueryClient }] = await Promise.all([load(), import("./with-query-client.tsx")]);
    return { default: withQueryClient(module[name]) };
  });
}

/** A screen that needs no query cache: the respondent's page, kept as light as can be. */
function lightScreen<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}

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
const DashboardPage = screen(() => import("../features/dashboard/components/dashboard-page.tsx"), "DashboardPage");
const FormsPage = screen(() => import("../features/forms/components/forms-page.tsx"), "FormsPage");
const FormOverviewPage = screen(
  () => import("../features/form-overview/components/form-overview-page.tsx"),
  "FormOverviewPage",
);
const FormEditPage = screen(() => import("../features/form-builder/components/form-edit-page.tsx"), "FormEditPage");
// The owner screens' guard, a chunk of its own: a respondent never loads it.
const OwnerRoute = lazy(async () => ({ default: (await import("./owner-route.tsx")).OwnerRoute }));
const RespondPage = lightScreen(() => import("../features/respond/components/respond-page.tsx"), "RespondPage");
const CreateCompletePage = screen(
  () => import("../features/create-complete/components/create-complete-page.tsx"),
  "CreateCompletePage",
);

const OWNER_SCREENS = [
  { screen: "dashboard", path: "dashboard", Page: DashboardPage },
  { screen: "forms", path: "forms", Page: FormsPage },
  { screen: "edit", path: "forms/edit/:id", Page: FormEditPage },
  { screen: "overview", path: "forms/:formId", Page: FormOverviewPage },
] as const;

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
        {OWNER_SCREENS.map(({ screen, path, Page }) => (
          // Each owner screen behind the one guard, which says that screen's own text to a visitor.
          <Route key={path} element={<OwnerRoute screen={screen} />}>
            <Route path={path} element={<Page />} />
          </Route>
        ))}
        <Route path="user-response/:userId/:formId" element={<RespondPage />} />
        <Route path="create-complete/:userId/:formId" element={<CreateCompletePage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
