// POST /api/v2/users: registers a new member (a guest who registers is signed in as them); answers 201 with the
// new user as its owner sees it.
import { type UseMutationOptions, useMutation } from "@tanstack/react-query";
import type { User } from "../../types/generated/api/user";
import type { UserRegister } from "../../types/generated/api/user-register";
import { apiRequest } from "./http";

export function registerUser(body: UserRegister): Promise<User> {
  return apiRequest<User>("/users", { method: "POST", body });
}

export function useRegisterUserMutation(
  options: Omit<UseMutationOptions<User, Error, UserRegister>, "mutationFn"> = {},
) {
  return useMutation({ ...options, mutationFn: registerUser });
}
