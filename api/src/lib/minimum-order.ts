/** The supplier's minimum order value, else 10000 in Colombia, 50 in Mexico, 0 elsewhere (major units). */
export function minimumOrderValue(supplierMinimum: number | null, countryCode: string): number {
  if (supplierMinimum !== null) return supplierMinimum;
  const country = countryCode.toUpperCase();
  if (country === 'CO') return 10000;
  if (country === 'MX') return 50;
  return 0;
}
