/** Ship types offered when a vessel is created or edited (GET /VesselTypes). */
export const VESSEL_TYPES = [
  { id: 1, name: "Bulk carrier" },
  { id: 2, name: "Gas carrier" },
  { id: 3, name: "Tanker" },
  { id: 4, name: "Container ship" },
  { id: 5, name: "General cargo ship" },
  { id: 6, name: "Refrigerated cargo carrier" },
  { id: 7, name: "Combination carrier" },
  { id: 8, name: "LNG carrier" },
  { id: 9, name: "Ro-ro cargo ship (vehicle carrier)" },
  { id: 10, name: "Ro-ro cargo ship" },
  { id: 11, name: "Ro-pax ship" },
  { id: 12, name: "Cruise passenger ship" },
  { id: 13, name: "Offshore supply vessel" },
  { id: 14, name: "Other" },
] as const;

/** Ice classes (Finnish-Swedish and IACS Polar Classes) for GET /IceClasses. */
export const ICE_CLASSES = [
  { id: 1, name: "None" },
  { id: 2, name: "IC" },
  { id: 3, name: "IB" },
  { id: 4, name: "IA" },
  { id: 5, name: "IA Super" },
  { id: 6, name: "PC7" },
  { id: 7, name: "PC6" },
  { id: 8, name: "PC5" },
  { id: 9, name: "PC4" },
  { id: 10, name: "PC3" },
  { id: 11, name: "PC2" },
  { id: 12, name: "PC1" },
] as const;
