/** Spec section 9: the three credit packs. They are static; buying is not available yet. */
export interface CreditPack {
  name: string;
  credits: number;
  priceUsd: number;
}

export const CREDIT_PACKS: readonly CreditPack[] = [
  { name: "Starter Pack", credits: 5, priceUsd: 5 },
  { name: "Standard Pack", credits: 10, priceUsd: 8 },
  { name: "Advanced Pack", credits: 15, priceUsd: 10 },
];

/** Spec section 9: what one credit buys. */
export const CREDIT_BENEFITS = [
  "Each credit equals one additional form",
  "Up to 20 responses per form",
  "Email support",
] as const;

export function pricePerCredit({ credits, priceUsd }: CreditPack): string {
  return `$${(priceUsd / credits).toFixed(2)}`;
}
