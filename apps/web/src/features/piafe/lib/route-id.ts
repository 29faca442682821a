import { useParams } from 'react-router';

/** A numeric path parameter, or null when it is not one (the page then shows its load failure). */
export function useNumericParam(name: string): number | null {
  const value = useParams()[name];
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
}
