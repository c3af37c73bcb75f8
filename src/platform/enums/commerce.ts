/** Store enumerations: product types and the unit system. Numbers exactly as the spec gives them. */
export const ProductType = {
  PHYSICAL: 1,
  DIGITAL: 2,
  SERVICE: 3,
  GIFT_CARD: 4,
  PAYWALL: 5,
} as const;
export type ProductType = (typeof ProductType)[keyof typeof ProductType];

export const UnitSystem = { IMPERIAL: 1, METRIC: 2 } as const;
export type UnitSystem = (typeof UnitSystem)[keyof typeof UnitSystem];
