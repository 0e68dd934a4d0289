import { feature } from 'topojson-client';
import type { Feature, FeatureCollection, Geometry } from 'geojson';
import type { GeometryCollection, Topology } from 'topojson-specification';
// Bundled from the npm package: the globe works offline, and only this route's chunk carries it.
import countries110m from 'world-atlas/countries-110m.json';
import { alpha2Of } from './countryCodes';

export interface CountryFeature extends Feature<Geometry, { name: string }> {
  /** ISO-2 code, the users' `country`. */
  code: string | null;
}

let cache: CountryFeature[] | null = null;

/** The atlas's countries as GeoJSON, each with its ISO-2 code; converted once. */
export function worldCountries(): CountryFeature[] {
  if (cache) return cache;
  const topology = countries110m as unknown as Topology<{ countries: GeometryCollection<{ name: string }> }>;
  const collection = feature(topology, topology.objects.countries) as FeatureCollection<Geometry, { name: string }>;
  cache = collection.features.map((f) => Object.assign(f, { code: alpha2Of(f) }));
  return cache;
}
