// GET /users/registration-form: the registration page's signed "form shown at" token (sent back with the
// registration, so the server can refuse a submit faster than anyone types) and the captcha to render, if any
// (docs/reference/errors.md#registration). A server render fetches it in-process and inlines it with the page.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { RegistrationForm } from "../../types/generated/api/registration-form";
import { apiRequest } from "./http";

export type { RegistrationForm };

export function fetchRegistrationForm(signal?: AbortSignal): Promise<RegistrationForm> {
  return apiRequest<RegistrationForm>("/users/registration-form", { signal });
}

export function registrationFormQuery() {
  return queryOptions({
    queryKey: ["registration-form"] as const,
    queryFn: ({ signal }) => fetchRegistrationForm(signal),
    // An older token only proves the form was open longer: it never needs refreshing within the day it is valid.
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
}

export function useRegistrationForm() {
  return useQuery(registrationFormQuery());
}
