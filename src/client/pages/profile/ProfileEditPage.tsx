// /profile/edit: the signed-in user edits their own profile — name, email, title, the private toggle and the photo —
// saved with PATCH /users/{id} (only the changed fields), and their signature (SignatureEditor, saved on its own). A taken name or email comes back as a field error; the
// session list is one link away. Guests are asked to sign in (MemberFrame).
import { type FormEvent, useState } from "react";
import { useSession } from "../../../layout/session";
import type { User } from "../../../types/generated/api/user";
import { AppLink } from "../../../ui/AppLink";
import { Checkbox } from "../../../ui/Checkbox";
import { FormAlert } from "../../../ui/FormAlert";
import { useT } from "../../../ui/i18n/i18n-context";
import { Loader } from "../../../ui/Loader";
import { SubmitButton } from "../../../ui/SubmitButton";
import { TextField } from "../../../ui/TextField";
import { type UserPatch, useUpdateUserMutation, useUser } from "../../api/users";
import { NOTIFICATION_PREFERENCES_PATH } from "../../notification-preferences/paths";
import { failureFromError, useFormFailure } from "../entry-form";
import { SESSIONS_PATH } from "../identity/identity-paths";
import { MemberFrame } from "../member/MemberFrame";
import { type PhotoUploader, ProfilePhotoField } from "./ProfilePhotoField";
import { PROFILE_EDIT_PATH, profileUrl } from "./profile-paths";
import { SignatureEditor } from "./SignatureEditor";

const FIELDS = ["name", "email", "title", "photoUrl", "private"] as const;
type Field = (typeof FIELDS)[number];

export interface ProfileEditPageProps {
  /** Stories and tests upload without a server. */
  upload?: PhotoUploader;
}

export function ProfileEditPage({ upload }: ProfileEditPageProps) {
  const { user: viewer, isGuest } = useSession();
  const t = useT();
  const profile = useUser(viewer.userID, !isGuest);
  let body: React.ReactNode;
  if (profile.isPending) body = <Loader label={t("Loading your profile")} className="mt-6" />;
  else if (profile.isError)
    body = <FormAlert className="mt-4" message={failureFromError(profile.error, [], t).message} />;
  else
    body = (
      <>
        <ProfileEditForm user={profile.data} upload={upload} />
        <SignatureEditor userID={profile.data.userID} name={profile.data.name} />
      </>
    );
  // Guests get the frame's Sign In instead of the form.
  return <MemberFrame path={PROFILE_EDIT_PATH}>{body}</MemberFrame>;
}

/** The fields whose value differs from the saved user's: the patch to send. */
function profileChanges(user: User, values: Required<Omit<UserPatch, "roleIDs" | "banned">>): UserPatch {
  const patch: UserPatch = {};
  if (values.name !== user.name) patch.name = values.name;
  if (values.email !== (user.email ?? "")) patch.email = values.email;
  if ((values.title ?? "") !== (user.title ?? "")) patch.title = values.title === "" ? null : values.title;
  if ((values.photoUrl ?? "") !== user.photoUrl) patch.photoUrl = values.photoUrl;
  if (values.private !== user.private) patch.private = values.private;
  return patch;
}

function ProfileEditForm({ user: loaded, upload }: { user: User; upload: PhotoUploader | undefined }) {
  const t = useT();
  const update = useUpdateUserMutation(loaded.userID);
  // What is saved now: changes are measured against the last save, not the first load.
  const user = update.data ?? loaded;
  const { failure, formRef, failWith, clear, clearField } = useFormFailure<Field>(FIELDS);
  const [photoUrl, setPhotoUrl] = useState(user.photoUrl);
  const [saved, setSaved] = useState<string | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const patch = profileChanges(user, {
      name: String(data.get("name") ?? "").trim(),
      email: String(data.get("email") ?? "").trim(),
      title: String(data.get("title") ?? "").trim(),
      photoUrl,
      private: data.get("private") === "on",
    });
    clear();
    setSaved(null);
    if (Object.keys(patch).length === 0) {
      setSaved(t("Nothing to save: no field changed."));
      return;
    }
    update.mutate(patch, {
      onSuccess: () => setSaved(t("Your profile was saved.")),
      onError: failWith,
    });
  };

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="mt-6 flex max-w-xl flex-col gap-5">
      <FormAlert message={failure.message} description={failure.description} />
      <ProfilePhotoField
        name={user.name}
        value={photoUrl}
        onChange={(url) => {
          setPhotoUrl(url);
          clearField("photoUrl");
        }}
        errors={failure.fields.photoUrl}
        {...(upload ? { upload } : {})}
      />
      <TextField
        label={t("Name")}
        name="name"
        defaultValue={user.name}
        required
        autoComplete="username"
        hint={t("3 to 40 letters, digits, dots, dashes or underscores.")}
        errors={failure.fields.name}
        onChange={() => clearField("name")}
      />
      <TextField
        label={t("Email")}
        name="email"
        type="email"
        defaultValue={user.email ?? ""}
        required
        autoComplete="email"
        errors={failure.fields.email}
        onChange={() => clearField("email")}
      />
      <TextField
        label={t("Title")}
        name="title"
        defaultValue={user.title ?? ""}
        maxLength={100}
        hint={t("Shown beside your name, e.g. your role.")}
        errors={failure.fields.title}
        onChange={() => clearField("title")}
      />
      <div className="flex flex-col gap-1">
        <Checkbox label={t("Keep my profile private")} name="private" defaultChecked={user.private} />
        <p className="text-xs text-fg-muted">
          {t("Others then see only your name and photo; moderators still see your whole profile.")}
        </p>
        {failure.fields.private?.map((message) => (
          <p key={message} className="text-sm text-danger">
            {message}
          </p>
        ))}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton pending={update.isPending} pendingLabel={t("Saving…")}>
          {t("Save")}
        </SubmitButton>
        <AppLink to={profileUrl(user.name)} className="text-sm font-semibold text-primary hover:underline">
          {t("View Profile")}
        </AppLink>
        <AppLink to={SESSIONS_PATH} className="text-sm font-semibold text-primary hover:underline">
          {t("Sessions")}
        </AppLink>
        <AppLink
          to={NOTIFICATION_PREFERENCES_PATH}
          className="text-sm font-semibold text-primary hover:underline"
        >
          {t("Notification Preferences")}
        </AppLink>
      </div>
      <p role="status" className="text-sm text-success">
        {saved}
      </p>
    </form>
  );
}
