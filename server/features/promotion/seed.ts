/** The phone registered in the seed (the 'already registered' case of a demo). */
export const SEEDED_PHONE = '13912345678';

/** The registered phones of the seed (DbData.registeredPhones). */
export const seedRegisteredPhones = (): string[] => [SEEDED_PHONE];
