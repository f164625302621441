// Buttons and button-styled links (docs/reference/ui-behaviour.md#sizes-and-breakpoints: min width 104 for standard
// buttons, form element height 36).
import type { ButtonHTMLAttributes, ReactNode } from "react";
import { AppLink, type AppLinkProps } from "./AppLink";
import { cx } from "./cx";

export type ButtonVariant = "primary" | "standard" | "text" | "inverse" | "inverse-solid" | "inverse-outline";

const BASE =
  "inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-control font-semibold leading-none " +
  "transition-colors duration-150 disabled:cursor-not-allowed disabled:opacity-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-50";

const VARIANTS: Record<ButtonVariant, string> = {
  primary:
    "bg-button-bg text-button-fg hover:bg-button-bg-hover border border-button-bg hover:border-button-bg-hover",
  standard: "bg-bg text-fg border border-border-strong hover:border-primary hover:text-primary",
  text: "text-primary hover:underline underline-offset-2 px-1",
  // On dark or coloured surfaces (title bar, banner): colours follow the surface's foreground.
  inverse:
    "bg-[color-mix(in_srgb,currentColor_14%,transparent)] hover:bg-[color-mix(in_srgb,currentColor_24%,transparent)] border border-transparent",
  "inverse-solid": "border border-white bg-white text-fg-heading hover:bg-white/90",
  "inverse-outline": "border border-current/60 hover:bg-[color-mix(in_srgb,currentColor_14%,transparent)]",
};

const SIZES = {
  md: "h-9 min-w-[104px] px-4 text-sm",
  sm: "h-8 px-3 text-sm",
} as const;

export function buttonClasses(variant: ButtonVariant = "standard", size: keyof typeof SIZES = "md"): string {
  return cx(BASE, VARIANTS[variant], variant === "text" ? "h-auto text-sm" : SIZES[size]);
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: keyof typeof SIZES;
  children: ReactNode;
}

export function Button({ variant, size, className, type = "button", children, ...rest }: ButtonProps) {
  return (
    <button type={type} className={cx(buttonClasses(variant, size), className)} {...rest}>
      {children}
    </button>
  );
}

interface ButtonLinkProps extends AppLinkProps {
  variant?: ButtonVariant;
  size?: keyof typeof SIZES;
}

export function ButtonLink({ variant, size, className, children, ...rest }: ButtonLinkProps) {
  return (
    <AppLink className={cx(buttonClasses(variant, size), className)} {...rest}>
      {children}
    </AppLink>
  );
}
