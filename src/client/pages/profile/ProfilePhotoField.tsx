// The profile photo on the edit page (an image uploaded at once, saved with the rest of the form).
import { useT } from "../../../ui/i18n/i18n-context";
import { UserPhoto } from "../../../ui/UserPhoto";
import { type ImageUploader, ImageUploadField } from "../../media/ImageUploadField";

export type PhotoUploader = ImageUploader;

export interface ProfilePhotoFieldProps {
  name: string;
  value: string;
  onChange(url: string): void;
  /** Errors from saving (the photoUrl field). */
  errors?: string[];
  upload?: PhotoUploader;
}

export function ProfilePhotoField({ name, value, onChange, errors = [], upload }: ProfilePhotoFieldProps) {
  const t = useT();
  return (
    <ImageUploadField
      legend={t("Photo")}
      preview={<UserPhoto url={value} size={100} name={value ? t("{name}'s photo", { name }) : undefined} />}
      uploadLabel={t("Upload a new photo")}
      removeLabel={t("Remove photo")}
      value={value}
      errors={errors}
      onChange={onChange}
      {...(upload ? { upload } : {})}
    />
  );
}
