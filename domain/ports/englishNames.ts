/**
 * English and other well-known names of ports that the UN/LOCODE list spells in the local language
 * ("Goteborg", "Kobenhavn", "Antwerpen"). Type-ahead finds a port by these too, and a port sent with
 * one of these names matches its LoCode.
 */
export const PORT_ENGLISH_NAMES: Readonly<Record<string, readonly string[]>> = {
  SEGOT: ["Gothenburg"],
  DKCPH: ["Copenhagen"],
  BEANR: ["Antwerp"],
  BEOST: ["Ostend"],
  ITGOA: ["Genoa"],
  ITVCE: ["Venice"],
  ITNAP: ["Naples"],
  ITLIV: ["Leghorn"],
  PTLIS: ["Lisbon"],
  ESSVQ: ["Seville"],
  ESLCG: ["Corunna", "A Coruna"],
  FRDKK: ["Dunkirk"],
  FRMRS: ["Marseilles"],
  NLVLI: ["Flushing"],
  RULED: ["St Petersburg", "St. Petersburg", "Saint Petersburg"],
  FIHEL: ["Helsinki"],
  EGALY: ["Alexandria"],
  INBOM: ["Bombay", "Mumbai"],
  GRSKG: ["Salonika"],
};
