// Server data for the call to action: no database, only props. A button whose URL is unsafe (javascript:, data:…)
// or empty is dropped here, so the page never receives it. Previews run this same loader.
import { isSafeUrl } from "../../src/lib/safe-url";
import type { CallToActionWidgetProps } from "../../src/types/generated/widgets/cta";

export async function hydrateCta(props: CallToActionWidgetProps): Promise<CallToActionWidgetProps> {
  const url = props.button.url.trim();
  const usable = props.button.shouldUseButton && url !== "" && isSafeUrl(url);
  const image = props.background.image.trim();
  return {
    ...props,
    title: props.titleType === "none" ? "" : props.title,
    description: props.descriptionType === "none" ? "" : props.description,
    button: { ...props.button, url: usable ? url : "", shouldUseButton: usable },
    background: { ...props.background, image: image && isSafeUrl(image) ? image : "" },
  };
}
