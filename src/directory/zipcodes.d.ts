// The `zipcodes` package ships no types: the part of its API this module uses.
declare module 'zipcodes' {
  export interface ZipCodeRecord {
    zip: string;
    latitude: number;
    longitude: number;
    city: string;
    state: string;
    country: string;
  }
  export const codes: Record<string, ZipCodeRecord>;
  export function lookup(zip: string | number): ZipCodeRecord | undefined;
}
