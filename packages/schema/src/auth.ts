/** Password minimum of the spec (section 9). */
export const PASSWORD_MIN_LENGTH = 6;

/** Longest accepted account fields (RFC 5321 bounds an email address at 254). */
export const AUTH_LIMITS = { maxNameLength: 100, maxEmailLength: 254, maxPasswordLength: 128 } as const;

const loginMessages: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: "Invalid Credentials",
  USER_NOT_FOUND: "No user found with this email.",
  INVALID_PASSWORD: "Incorrect password.",
  INVALID_EMAIL: "Invalid email address.",
};

const registerMessages: Record<string, string> = {
  USER_ALREADY_EXISTS: "This email is already in use.",
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: "This email is already in use.",
  INVALID_EMAIL: "Invalid email address.",
  PASSWORD_TOO_SHORT: "Password is too weak.",
  PASSWORD_TOO_LONG: "Password is too weak.",
};

/** The spec's section 8 text for an auth error code; any other code shows the raw message. */
export function authErrorMessage(flow: "login" | "register", code: string | undefined, rawMessage: string): string {
  const table = flow === "login" ? loginMessages : registerMessages;
  return (code && table[code]) || rawMessage;
}
