/** A logged sample: epoch ms and its value. */
export interface TimeValue {
  t: number;
  value: number;
}
