import { expect, it } from 'vitest';
import { pathMarkerPlaces, pointMarkerPlaces } from './markerPlaces';

const round = (ps: { x: number; y: number; angle: number; kind: string }[]) =>
  ps.map((p) => [p.kind, Math.round(p.x), Math.round(p.y), Math.round(p.angle)]);

it('one marker per vertex: start at the first, end at the last, mid between, subpath ends included', () => {
  expect(round(pathMarkerPlaces('M0 0L10 0L10 10M20 20L30 20'))).toEqual([
    ['start', 0, 0, 0],
    ['mid', 10, 0, 45],
    ['mid', 10, 10, 90],
    ['mid', 20, 20, 0],
    ['end', 30, 20, 0],
  ]);
});

it('a closed subpath turns at its first vertex from the closing side to the first side', () => {
  expect(
    round(
      pointMarkerPlaces(
        [
          [0, 0],
          [10, 0],
          [10, 10],
        ],
        true,
      ),
    ),
  ).toEqual([
    ['start', 0, 0, -67],
    ['mid', 10, 0, 45],
    ['mid', 10, 10, 158],
    ['end', 0, 0, -67],
  ]);
});

it('curves point along their control points, arcs along their tangents', () => {
  expect(round(pathMarkerPlaces('M0 0C0 10 10 10 10 0'))).toEqual([
    ['start', 0, 0, 90],
    ['end', 10, 0, -90],
  ]);
  // A half circle from the left to the right end, drawn through the top (sweep 1 in y-down space).
  expect(round(pathMarkerPlaces('M0 0A5 5 0 0 1 10 0'))).toEqual([
    ['start', 0, 0, -90],
    ['end', 10, 0, 90],
  ]);
  // S mirrors the previous control point.
  expect(round(pathMarkerPlaces('M0 0C0 -10 10 -10 10 0S20 10 20 0'))).toEqual([
    ['start', 0, 0, -90],
    ['mid', 10, 0, 90],
    ['end', 20, 0, -90],
  ]);
});
