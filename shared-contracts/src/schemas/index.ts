export * from './common.ts';
export * from './instance.ts';
export * from './supplier.ts';
export * from './menu.ts';
export * from './profile.ts';
export * from './cities.ts';
export * from './staff.ts';
export * from './booking.ts';
