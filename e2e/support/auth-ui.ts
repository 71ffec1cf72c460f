import type { Page } from "playwright-core";
import { PASSWORD, type Person } from "./api.ts";
import { expectPath } from "./ui.ts";

/** Registers through the register page and waits for /create-form, where a new owner lands. */
export async function register(page: Page, person: Person): Promise<void> {
  await page.goto("/register");
  await page.getByLabel("First name").fill(person.firstName);
  await page.getByLabel("Last name").fill(person.lastName);
  await page.getByLabel("Email").fill(person.email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm password").fill(PASSWORD);
  await page.getByRole("button", { name: "Register", exact: true }).click();
  await expectPath(page, "/create-form");
}

/** Fills and sends the login form of the current page. */
export async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
}
