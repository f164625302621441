// The registration page (/entry/register) as a guest sees it while the site has a captcha configured: the
// provider's widget stands in as a placeholder (no script leaves the machine in Storybook; the real one comes from
// the provider's host, src/client/captcha/load-captcha.ts), with the honeypot invisible. The form data that
// GET /users/registration-form answers is seeded in the query cache.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { Route, Routes } from "react-router";
import { registrationFormQuery } from "../../src/client/api/registration-form";
import { AppStateProvider } from "../../src/client/app-state";
import type { CaptchaApi, CaptchaLoader } from "../../src/client/captcha/load-captcha";
import { RegisterPage } from "../../src/client/pages/RegisterPage";
import type { QuorumState } from "../../src/client/state";
import { GUEST_USER } from "../../src/layout/session";
import type { RegistrationForm } from "../../src/types/generated/api/registration-form";

const meta = {
  title: "Pages/Register",
  parameters: { layout: "fullscreen", location: "/entry/register" },
} satisfies Meta;

export default meta;

const state: QuorumState = {
  site: { name: "Quorum Community", description: "" },
  currentUser: GUEST_USER,
  status: 200,
};

/** The provider's widget, drawn as a placeholder of its usual size (about 300 × 75). */
const placeholderCaptcha: CaptchaLoader = async () => {
  const api: CaptchaApi = {
    render: (element) => {
      const box = document.createElement("div");
      box.textContent = "Captcha placeholder";
      Object.assign(box.style, {
        width: "300px",
        height: "74px",
        display: "flex",
        alignItems: "center",
        justifyContent: "center",
        border: "1px dashed currentColor",
        borderRadius: "4px",
        fontSize: "14px",
      });
      element.append(box);
      return 1;
    },
    reset: () => undefined,
  };
  return api;
};

function RegisterStage({ form }: { form: RegistrationForm }) {
  const [client] = useState(() => {
    const created = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
    });
    created.setQueryData(registrationFormQuery().queryKey, form);
    return created;
  });
  return (
    <QueryClientProvider client={client}>
      <AppStateProvider state={state}>
        <Routes>
          <Route path="/entry/register" element={<RegisterPage captchaLoader={placeholderCaptcha} />} />
        </Routes>
      </AppStateProvider>
    </QueryClientProvider>
  );
}

export const WithCaptcha: StoryObj = {
  name: "With a captcha",
  render: () => (
    <RegisterStage
      form={{ formToken: "story", captcha: { provider: "turnstile", siteKey: "story-site-key" } }}
    />
  ),
};

export const WithoutCaptcha: StoryObj = {
  name: "Without a captcha",
  render: () => <RegisterStage form={{ formToken: "story", captcha: null }} />,
};
