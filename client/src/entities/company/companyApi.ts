import { http } from "../../shared/api/httpClient";
import type { Company } from "./types";

export const companyApi = {
  list: () => http.get<Company[]>("/Companies"),
};
