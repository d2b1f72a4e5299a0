import { readFileSync } from 'node:fs';
import type { GeocodedPlace } from 'shared-contracts/schemas';
import { z } from 'zod';
import { normalizeAddress } from './geocoder.ts';

const point = z.tuple([z.number().min(-90).max(90), z.number().min(-180).max(180)]);
const range = z.tuple([z.number().int(), z.number().int()]);

/**
 * One sector of a city's street grid (Colombian nomenclature: "Calle 63 # 9-20" is on Calle 63, 20 m past
 * its corner with Carrera 9). A point is `origin + calle × per_calle + carrera × per_carrera` (degrees):
 * an affine map fitted to known corners. `suffix` names the sector an address selects with a number's
 * suffix ("Calle 15N": Cali's north, `n`); `avenida` is the axis a bare "Avenida 9N" runs along there.
 */
const gridSectorSchema = z.object({
  suffix: z.string().nullable(),
  avenida: z.enum(['calle', 'carrera']).nullable(),
  calle: range,
  carrera: range,
  origin: point,
  per_calle: point,
  per_carrera: point,
});
type GridSector = z.infer<typeof gridSectorSchema>;

/** A named street whose house numbers run from `from` to `to` (interpolated between them). */
const streetSchema = z.object({
  name: z.string().min(2),
  label: z.string().min(2),
  numbers: range,
  from: point,
  to: point,
});
type Street = z.infer<typeof streetSchema>;

export const gazetteerCitySchema = z.object({
  name: z.string().min(2),
  country: z.string().length(2),
  aliases: z.array(z.string()),
  neighbourhoods: z.array(z.string()),
  /** An address of the city the gazetteer resolves inside a demo zone: the address form's example. */
  example: z.string().nullable(),
  grid: z.array(gridSectorSchema),
  streets: z.array(streetSchema),
});
export type GazetteerCity = z.infer<typeof gazetteerCitySchema>;
export const gazetteerSchema = z.object({ about: z.string(), cities: z.array(gazetteerCitySchema) });

/** The demo's gazetteer (`gazetteer/demo-cities.json`), read and checked once. */
export function readDemoGazetteer(): GazetteerCity[] {
  const raw = readFileSync(new URL('./gazetteer/demo-cities.json', import.meta.url), 'utf8');
  return gazetteerSchema.parse(JSON.parse(raw)).cities;
}

/** The city of `name` in the gazetteer (accents and case aside), if it has one. */
export function gazetteerCity(cities: readonly GazetteerCity[], name: string): GazetteerCity | undefined {
  const wanted = normalizeAddress(name);
  return cities.find(
    (city) =>
      normalizeAddress(city.name) === wanted || city.aliases.some((a) => normalizeAddress(a) === wanted),
  );
}

/** A street number as written: its digits, a letter ("8A"), "Bis", and a sector suffix ("15N"). */
interface StreetNumber {
  value: number;
  letter: string;
  bis: boolean;
  suffix: string | null;
}

/** A Colombian address: the axis and number of the street it is on, the cross street, the metres past it. */
export interface GridAddress {
  axis: 'calle' | 'carrera' | 'avenida';
  /** How the street is written in the answer ("Calle", "Carrera", "Diagonal", "Transversal", "Avenida"). */
  word: string;
  street: StreetNumber;
  cross: StreetNumber;
  metres: number;
}

const AXIS_WORDS: Record<string, { axis: GridAddress['axis']; word: string }> = {
  calle: { axis: 'calle', word: 'Calle' },
  cl: { axis: 'calle', word: 'Calle' },
  cll: { axis: 'calle', word: 'Calle' },
  clle: { axis: 'calle', word: 'Calle' },
  diagonal: { axis: 'calle', word: 'Diagonal' },
  dg: { axis: 'calle', word: 'Diagonal' },
  diag: { axis: 'calle', word: 'Diagonal' },
  carrera: { axis: 'carrera', word: 'Carrera' },
  cra: { axis: 'carrera', word: 'Carrera' },
  kra: { axis: 'carrera', word: 'Carrera' },
  kr: { axis: 'carrera', word: 'Carrera' },
  cr: { axis: 'carrera', word: 'Carrera' },
  crr: { axis: 'carrera', word: 'Carrera' },
  transversal: { axis: 'carrera', word: 'Transversal' },
  tv: { axis: 'carrera', word: 'Transversal' },
  transv: { axis: 'carrera', word: 'Transversal' },
  avenida: { axis: 'avenida', word: 'Avenida' },
  av: { axis: 'avenida', word: 'Avenida' },
};
const SUFFIXES: Record<string, string> = { n: 'n', norte: 'n', sur: 'sur', este: 'este' };

const AXIS = `(?:(?:avenida|av)\\s+)?(${Object.keys(AXIS_WORDS).join('|')})`;
const NUMBER = (name: string) =>
  `(?<${name}>\\d{1,3})\\s?(?<${name}L>[a-h](?![a-z]))?(?:\\s(?<${name}B>bis)(?![a-z]))?\\s?(?<${name}L2>[a-h](?![a-z]))?(?:\\s?(?<${name}S>norte|sur|este|n)(?![a-z]))?`;
/** "calle 63 # 9 20", "cra 13 no 63 20", "avenida 9n 15 20", "calle 8a bis 10 05" (after `gridText`). */
const GRID_ADDRESS = new RegExp(
  `(?:^|\\s)${AXIS}\\s+${NUMBER('s')}\\s*(?:#|no|nro|numero)?\\s*${NUMBER('c')}\\s+(?<m>\\d{1,3})(?![0-9])`,
);

/** Like `normalizeAddress`, keeping "#" (the cross street's mark). */
function gridText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/n[°º]/g, ' # ')
    .replace(/[^a-z0-9#]+/g, ' ')
    .trim();
}

function streetNumber(groups: Record<string, string | undefined>, name: string): StreetNumber {
  const suffix = groups[`${name}S`];
  return {
    value: Number(groups[name]),
    letter: (groups[`${name}L`] ?? groups[`${name}L2`] ?? '').toUpperCase(),
    bis: groups[`${name}B`] !== undefined,
    suffix: suffix ? (SUFFIXES[suffix] ?? null) : null,
  };
}

/** The Colombian address in `text`, if it holds one. */
export function parseGridAddress(text: string): GridAddress | null {
  const found = GRID_ADDRESS.exec(gridText(text));
  const axis = found?.[1] === undefined ? undefined : AXIS_WORDS[found[1]];
  const groups = found?.groups;
  if (!axis || !groups) return null;
  return {
    ...axis,
    street: streetNumber(groups, 's'),
    cross: streetNumber(groups, 'c'),
    metres: Number(groups.m),
  };
}

/** A letter puts the street between two numbers ("8A" after 8), "Bis" just after its number. */
const position = (number: StreetNumber) =>
  number.value + (number.letter ? (number.letter.charCodeAt(0) - 64) * 0.2 : 0) + (number.bis ? 0.1 : 0);
/** The number as the answer writes it: "8A", "7 Bis", "15N". */
const written = (number: StreetNumber) =>
  `${number.value}${number.letter}${number.bis ? ' Bis' : ''}${number.suffix === 'n' ? 'N' : ''}`;

/** Where a grid address is in one city, or null when the city's grid does not hold it. */
export function locateGridAddress(city: GazetteerCity, address: GridAddress): GeocodedPlace | null {
  const suffix = address.street.suffix ?? address.cross.suffix;
  // A suffix the city has no sector for: "N" may only mean "número" there; any other is not this city's.
  const sector: GridSector | undefined =
    city.grid.find((candidate) => candidate.suffix === suffix) ??
    (suffix === 'n' ? city.grid.find((candidate) => candidate.suffix === null) : undefined);
  if (!sector) return null;
  const axis = address.axis === 'avenida' ? sector.avenida : address.axis;
  if (axis === null) return null;
  const along = position(address.cross) + Math.min(address.metres, 99) / 100;
  const calle = axis === 'calle' ? position(address.street) : along;
  const carrera = axis === 'carrera' ? position(address.street) : along;
  const inRange = (value: number, [min, max]: [number, number]) => value >= min && value < max + 1;
  if (!inRange(calle, sector.calle) || !inRange(carrera, sector.carrera)) return null;
  const latitude = sector.origin[0] + calle * sector.per_calle[0] + carrera * sector.per_carrera[0];
  const longitude = sector.origin[1] + calle * sector.per_calle[1] + carrera * sector.per_carrera[1];
  const metres = String(address.metres).padStart(2, '0');
  // Read as "número" where the city has no north sector, the "N" is not written back.
  const asRead = (number: StreetNumber) =>
    sector.suffix === number.suffix ? number : { ...number, suffix: null };
  const formatted = `${address.word} ${written(asRead(address.street))} # ${written(asRead(address.cross))}-${metres}, ${city.name}`;
  return {
    place_id: `gazetteer:${normalizeAddress(formatted).replace(/ /g, '-')}`,
    formatted_address: formatted,
    latitude: round(latitude),
    longitude: round(longitude),
  };
}

const round = (degrees: number) => Math.round(degrees * 1e6) / 1e6;

/** A named street with its house number in the text ("Calle Orizaba 101"), placed along the street. */
export function locateNamedStreet(city: GazetteerCity, text: string): GeocodedPlace | null {
  const normalized = ` ${normalizeAddress(text)} `;
  for (const street of city.streets) {
    const found = new RegExp(` ${normalizeAddress(street.name)} (\\d{1,5}) `).exec(normalized);
    if (!found) continue;
    const number = Number(found[1]);
    const [first, last] = street.numbers;
    if (number < first || number > last) continue;
    return alongStreet(city, street, number);
  }
  return null;
}

function alongStreet(city: GazetteerCity, street: Street, number: number): GeocodedPlace {
  const [first, last] = street.numbers;
  const share = last === first ? 0 : (number - first) / (last - first);
  const formatted = `${street.label} ${number}, ${city.name}`;
  return {
    place_id: `gazetteer:${normalizeAddress(formatted).replace(/ /g, '-')}`,
    formatted_address: formatted,
    latitude: round(street.from[0] + (street.to[0] - street.from[0]) * share),
    longitude: round(street.from[1] + (street.to[1] - street.from[1]) * share),
  };
}

/** The city's name, one of its other names, or one of its neighbourhoods is in the text. */
export function namesCity(city: GazetteerCity, text: string): boolean {
  const normalized = ` ${normalizeAddress(text)} `;
  return [city.name, ...city.aliases, ...city.neighbourhoods].some((name) =>
    normalized.includes(` ${normalizeAddress(name)} `),
  );
}

/** Where the street address in `text` is in one city (a grid address, else a named street), or null. */
export function locateInCity(city: GazetteerCity, text: string): GeocodedPlace | null {
  const grid = parseGridAddress(text);
  if (grid) {
    const found = locateGridAddress(city, grid);
    if (found) return found;
  }
  return locateNamedStreet(city, text);
}
