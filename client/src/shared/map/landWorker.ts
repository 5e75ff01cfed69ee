import { type LandAnswer, landPolygons } from "./landGeometry";

// Parsing and converting the 1:50m land takes a few hundred milliseconds: here they keep the page responsive.
self.onmessage = async (event: MessageEvent<string>) => {
  let answer: LandAnswer;
  try {
    const response = await fetch(event.data);
    if (!response.ok) throw new Error(`${event.data}: HTTP ${response.status}`);
    answer = { polygons: landPolygons(await response.json()) };
  } catch (error) {
    answer = { error: error instanceof Error ? error.message : String(error) };
  }
  const transfer =
    "polygons" in answer ? answer.polygons.flatMap((rings) => rings.map((ring) => ring.buffer)) : [];
  self.postMessage(answer, { transfer });
};
