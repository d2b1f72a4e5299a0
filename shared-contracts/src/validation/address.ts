/**
 * The address must be full ('needs the full address'): a street and its number (letters and a digit, at least two
 * words); complex and building names are allowed around it. The address form and the cart both ask it.
 */
export const looksLikeFullAddress = (text: string): boolean => {
  const trimmed = text.trim();
  return (
    /\p{L}/u.test(trimmed) && /\d/.test(trimmed) && trimmed.split(/\s+/).length >= 2 && trimmed.length >= 6
  );
};
