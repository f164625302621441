// A group's icon or banner in the group form (an image uploaded at once, saved with the rest of the form).

import { cx } from "../../ui/cx";
import { useT } from "../../ui/i18n/i18n-context";
import { ImageUploadField } from "../media/ImageUploadField";

export function GroupImageField({
  kind,
  value,
  errors = [],
  onChange,
}: {
  kind: "icon" | "banner";
  value: string;
  errors?: string[] | undefined;
  onChange(url: string): void;
}) {
  const t = useT();
  const preview = value ? (
    <img
      src={value}
      alt=""
      className={cx(
        "rounded-box border border-border object-cover",
        kind === "icon" ? "size-16" : "h-16 w-40",
      )}
    />
  ) : null;
  return (
    <ImageUploadField
      legend={kind === "icon" ? t("Icon") : t("Banner")}
      preview={preview}
      uploadLabel={kind === "icon" ? t("Upload an icon") : t("Upload a banner")}
      removeLabel={kind === "icon" ? t("Remove the icon") : t("Remove the banner")}
      value={value}
      errors={errors}
      onChange={onChange}
    />
  );
}
