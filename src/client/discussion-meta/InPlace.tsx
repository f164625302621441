// "in {place}" with the place linked: a discussion's category in meta lines, a comment's discussion on profiles.
import { AppLink } from "../../ui/AppLink";
import { RichMessage } from "../../ui/i18n/i18n-context";

export function InPlace({ place }: { place: { name: string; url: string } }) {
  return (
    <RichMessage
      id="in <link>{place}</link>"
      values={{
        place: place.name,
        link: (chunks) => (
          <AppLink to={place.url} className="font-semibold text-fg hover:text-primary">
            {chunks}
          </AppLink>
        ),
      }}
    />
  );
}
