import type { CiiRating } from "./ciiApi";
import { RATING_COLOURS, RATING_TEXT_COLOURS } from "./ciiLook";

/** A rating letter on its colour; a dash without a rating. */
export function CiiRatingBadge({
  rating,
  size = 28,
  testId,
  label,
}: {
  rating: CiiRating | null;
  size?: number;
  testId?: string;
  label?: string;
}) {
  return (
    <span
      data-testid={testId}
      data-rating={rating ?? ""}
      role="img"
      aria-label={`${label ?? "CII rating"} ${rating ?? "not available"}`}
      title={`${label ?? "CII rating"}: ${rating ?? "not available"}`}
      css={{
        display: "inline-grid",
        placeItems: "center",
        width: size,
        height: size,
        borderRadius: 6,
        fontWeight: 700,
        fontSize: size * 0.55,
        background: rating ? RATING_COLOURS[rating] : "transparent",
        color: rating ? RATING_TEXT_COLOURS[rating] : "inherit",
        border: rating ? "none" : "1px dashed currentColor",
      }}
    >
      {rating ?? "—"}
    </span>
  );
}
