import { NavLink } from "react-router";
import classes from "./header.module.css";

const links = [
  { to: "/home", label: "Home" },
  { to: "/pricing", label: "Pricing" },
  { to: "/contact", label: "Contact Us" },
  { to: "/faq", label: "FAQ" },
] as const;

/** Spec section 2: the header's Dashboard link does not navigate; it announces the next version. */
export function showDashboardComingSoon(): void {
  // Toasts are not part of the first download; their code is fetched when one is shown.
  void import("../notify.ts").then(({ notify }) =>
    notify({
      title: "Coming Soon!",
      message: "A new version is scheduled to release in a couple of weeks~ Stay Tuned! :)",
    }),
  );
}

interface NavLinksProps {
  signedIn: boolean;
  /** Called after any link is used, so the mobile drawer can close. */
  onNavigate?: () => void;
}

export function NavLinks({ signedIn, onNavigate }: NavLinksProps) {
  return (
    <>
      {links.map((link) => (
        <NavLink key={link.to} to={link.to} className={classes.link} onClick={onNavigate}>
          {link.label}
        </NavLink>
      ))}
      {signedIn && (
        <button
          type="button"
          className={classes.link}
          onClick={() => {
            showDashboardComingSoon();
            onNavigate?.();
          }}
        >
          Dashboard
        </button>
      )}
      <NavLink to="/create-form" className={classes.link} onClick={onNavigate}>
        Create
      </NavLink>
    </>
  );
}
