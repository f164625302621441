// Generated from schemas/widgets/common/cta-button.schema.json by scripts/generate-types.ts. Do not edit.

export interface CtaButton {
title?: string
type: ("standard" | "primary" | "text")
url?: string
}
