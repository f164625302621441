// Help center, first category: the member's account (knowledge-text.ts).
import type { SeedKnowledgeCategory } from "./knowledge-text";

export const ACCOUNT_CATEGORY: SeedKnowledgeCategory = {
  name: { en: "Account and Profile", fr: "Compte et profil" },
  description: {
    en: "Signing in, keeping your account safe and choosing what you hear about.",
    fr: "Se connecter, protéger son compte et choisir ce dont on veut être informé.",
  },
  articles: [
    {
      key: "sign-in",
      name: { en: "Creating an account and signing in", fr: "Créer un compte et se connecter" },
      excerpt: {
        en: "Register with a name and an email address, confirm the address, then sign in from any page.",
        fr: "Inscrivez-vous avec un nom et une adresse e-mail, confirmez l'adresse, puis connectez-vous depuis n'importe quelle page.",
      },
      body: {
        en: `Anyone can read the public categories, but you need an account to post, react, follow categories or send messages.

## Registering

1. Select **Register** in the title bar.
2. Choose a username. It is shown beside everything you post, so pick something you are happy to keep.
3. Enter your email address and a password of at least eight characters. A passphrase of four or five words is both stronger and easier to remember than a short jumble of symbols.
4. Submit the form. We send a confirmation email: open the link in it to confirm your address.

If the email does not arrive within a few minutes, look in your spam folder, then ask for a new one from the notice shown at the top of every page until your address is confirmed.

## Signing in

Select **Sign In** and enter your username *or* your email address with your password. Tick **Keep me signed in** on your own devices only.

After a few failed attempts in a row, sign-in pauses for a minute. This protects your account from people guessing passwords; it never locks you out for good. If you no longer remember your password, read the article on resetting a forgotten password instead of trying again and again.

## Signing out

Open the account menu (your photo in the title bar) and choose **Sign Out**. To sign out devices you no longer have, see the article on managing your sessions.`,
        fr: `Tout le monde peut lire les catégories publiques, mais il faut un compte pour publier, réagir, suivre des catégories ou envoyer des messages.

## S'inscrire

1. Sélectionnez **S'inscrire** dans la barre de titre.
2. Choisissez un nom d'utilisateur. Il apparaît à côté de tout ce que vous publiez : prenez un nom que vous aurez plaisir à garder.
3. Saisissez votre adresse e-mail et un mot de passe d'au moins huit caractères. Une phrase de quatre ou cinq mots est à la fois plus sûre et plus facile à retenir qu'une suite de symboles.
4. Envoyez le formulaire. Nous vous adressons un e-mail de confirmation : ouvrez le lien qu'il contient pour confirmer votre adresse.

Si l'e-mail n'arrive pas au bout de quelques minutes, regardez dans vos indésirables, puis demandez-en un nouveau depuis le bandeau affiché en haut de chaque page tant que votre adresse n'est pas confirmée.

## Se connecter

Sélectionnez **Se connecter**, puis saisissez votre nom d'utilisateur *ou* votre adresse e-mail, et votre mot de passe. Ne cochez **Rester connecté** que sur vos propres appareils.

Après plusieurs échecs d'affilée, la connexion est suspendue une minute. Cela protège votre compte contre ceux qui essaient de deviner les mots de passe ; vous n'êtes jamais bloqué définitivement. Si vous avez oublié votre mot de passe, suivez plutôt l'article sur la réinitialisation du mot de passe au lieu de réessayer sans fin.

## Se déconnecter

Ouvrez le menu du compte (votre photo dans la barre de titre) et choisissez **Se déconnecter**. Pour déconnecter un appareil que vous n'avez plus, consultez l'article sur la gestion de vos sessions.`,
      },
    },
    {
      key: "password-reset",
      name: { en: "Resetting a forgotten password", fr: "Réinitialiser un mot de passe oublié" },
      excerpt: {
        en: "Ask for a reset link by email, open it within the hour and choose a new password.",
        fr: "Demandez un lien de réinitialisation par e-mail, ouvrez-le dans l'heure et choisissez un nouveau mot de passe.",
      },
      body: {
        en: `Forgetting a password happens to everyone. Resetting it takes a minute, as long as you can read the email address on your account.

## Ask for a reset link

1. On the sign-in page, select **Forgot your password?**
2. Enter the email address you registered with and select **Send Reset Link**.
3. Open the email we send and follow the link. It works **once**, and only for **one hour**.
4. Choose a new password and confirm it. You are signed in straight away.

For your privacy, the page says the same thing whether or not an account uses that address, so nobody can find out who is registered here.

## The email never arrives

This is the question members ask most, and the answer is nearly always one of these:

- **Spam or "Promotions" folders.** Search your mailbox for the forum's name.
- **A different address.** You may have registered with a work address or an old one. Try each address you use.
- **Too many requests.** Each new link cancels the previous one. Use the most recent email only.
- **An expired link.** After an hour, ask for a new one; the old link no longer works.

Still stuck? Start a discussion in **Getting Started** from another account, or ask a moderator, who can check the address on your account. Moderators will never ask you for your password.

## Keep it safe

Use a password you do not use anywhere else, and consider a password manager. If you think someone else knows your password, reset it, then sign out your other sessions.`,
        fr: `Tout le monde oublie un jour son mot de passe. Le réinitialiser prend une minute, à condition de pouvoir lire les e-mails envoyés à l'adresse de votre compte.

## Demander un lien de réinitialisation

1. Sur la page de connexion, sélectionnez **Mot de passe oublié ?**
2. Saisissez l'adresse e-mail utilisée lors de l'inscription, puis sélectionnez **Envoyer le lien de réinitialisation**.
3. Ouvrez l'e-mail que nous vous envoyons et suivez le lien. Il ne sert **qu'une fois**, et pendant **une heure** seulement.
4. Choisissez un nouveau mot de passe et confirmez-le. Vous êtes aussitôt connecté.

Pour protéger votre vie privée, la page affiche le même message qu'un compte utilise cette adresse ou non : personne ne peut ainsi savoir qui est inscrit ici.

## L'e-mail n'arrive jamais

C'est la question que les membres posent le plus souvent, et la réponse est presque toujours l'une de celles-ci :

- **Dossiers « Indésirables » ou « Promotions ».** Cherchez le nom du forum dans votre messagerie.
- **Une autre adresse.** Vous vous êtes peut-être inscrit avec une adresse professionnelle ou une ancienne adresse. Essayez chacune de vos adresses.
- **Trop de demandes.** Chaque nouveau lien annule le précédent. N'utilisez que l'e-mail le plus récent.
- **Un lien expiré.** Passé une heure, demandez-en un nouveau : l'ancien lien ne fonctionne plus.

Toujours bloqué ? Ouvrez une discussion dans **Getting Started** depuis un autre compte, ou contactez un modérateur, qui pourra vérifier l'adresse de votre compte. Les modérateurs ne vous demanderont jamais votre mot de passe.

## Protéger votre compte

Choisissez un mot de passe que vous n'utilisez nulle part ailleurs, et pensez à un gestionnaire de mots de passe. Si vous pensez que quelqu'un d'autre le connaît, réinitialisez-le, puis déconnectez vos autres sessions.`,
      },
    },
    {
      key: "sessions",
      name: {
        en: "Managing the devices signed in to your account",
        fr: "Gérer les appareils connectés à votre compte",
      },
      excerpt: {
        en: "See every browser signed in to your account and sign out the ones you do not recognise.",
        fr: "Voyez chaque navigateur connecté à votre compte et déconnectez ceux que vous ne reconnaissez pas.",
      },
      body: {
        en: `Every browser you sign in from keeps a session until you sign out. The **Sessions** page lists them all, so you can close the ones you no longer use.

## Open the list

Open the account menu, choose **Edit Profile**, then **Sessions**. Each row shows:

- the browser and system, such as "Firefox on Windows";
- the address it signed in from, and when;
- a **This device** badge on the session you are using right now.

## Sign out a device

Select **Revoke** beside any other session. That browser is signed out the next time it loads a page. To start afresh everywhere except here, select **Sign Out All Other Sessions**.

Do this when you:

- used a shared or public computer and forgot to sign out;
- sold, lost or gave away a phone or laptop;
- see a browser or a place you do not recognise.

## If something looks wrong

An unfamiliar session means someone may know your password. Revoke the session, then reset your password straight away (the article on resetting a forgotten password explains how). Signing out alone is not enough: whoever knows the password can simply sign in again.

Moderators and administrators cannot see your password, and they will never ask for it.`,
        fr: `Chaque navigateur depuis lequel vous vous connectez garde une session jusqu'à ce que vous vous déconnectiez. La page **Sessions** les liste toutes, pour que vous puissiez fermer celles dont vous ne vous servez plus.

## Ouvrir la liste

Ouvrez le menu du compte, choisissez **Modifier le profil**, puis **Sessions**. Chaque ligne indique :

- le navigateur et le système, par exemple « Firefox sous Windows » ;
- l'adresse depuis laquelle il s'est connecté, et quand ;
- un badge **Cet appareil** sur la session que vous utilisez en ce moment.

## Déconnecter un appareil

Sélectionnez **Révoquer** à côté de n'importe quelle autre session. Ce navigateur sera déconnecté au prochain chargement de page. Pour repartir de zéro partout sauf ici, sélectionnez **Déconnecter toutes les autres sessions**.

Faites-le quand vous :

- avez utilisé un ordinateur partagé ou public en oubliant de vous déconnecter ;
- avez vendu, perdu ou donné un téléphone ou un ordinateur ;
- voyez un navigateur ou un lieu que vous ne reconnaissez pas.

## Si quelque chose vous paraît anormal

Une session inconnue signifie que quelqu'un connaît peut-être votre mot de passe. Révoquez la session, puis réinitialisez aussitôt votre mot de passe (l'article sur la réinitialisation explique comment). Se déconnecter ne suffit pas : quiconque connaît le mot de passe peut tout simplement se reconnecter.

Les modérateurs et les administrateurs ne voient pas votre mot de passe, et ne vous le demanderont jamais.`,
      },
    },
    {
      key: "notifications",
      name: {
        en: "Choosing which notifications you receive",
        fr: "Choisir les notifications que vous recevez",
      },
      excerpt: {
        en: "Pick popups or emails for mentions, replies and followed categories, or pause everything for a while.",
        fr: "Choisissez des notifications ou des e-mails pour les mentions, les réponses et les catégories suivies, ou mettez tout en pause.",
      },
      body: {
        en: `The bell in the title bar counts what happened since your last visit. You decide what reaches it, and what also arrives by email.

## Your own preferences

Open **Notification Preferences** from your account or from the profile editor. The table lists each kind of notification with two columns:

| Kind | Popup | Email |
| --- | --- | --- |
| Someone mentions you | on | on |
| Someone replies to your discussion | on | on |
| Someone reacts to your post | on | off |

Those are the starting values; tick or untick any box. Changes are saved as you make them, and a short message confirms each save.

## Following a category

On a category's page, select **Follow**. A panel opens where you choose popups or emails for new posts and new comments in that category. If the site sends digests, **Include in digest** adds the category to a regular summary email instead of one email per post. **Followed Content** in your profile lists every category you follow.

## Taking a break

Going on holiday? **Pause notifications** holds everything until the date you choose. Nothing is lost: the notifications list still fills up, it simply stops telling you.

## Too much email?

Every notification email ends with an unsubscribe link. It stops that kind of email in one click, without signing in.`,
        fr: `La cloche de la barre de titre compte ce qui s'est passé depuis votre dernière visite. C'est vous qui décidez de ce qui y apparaît, et de ce qui arrive aussi par e-mail.

## Vos préférences

Ouvrez **Préférences de notification** depuis votre compte ou depuis l'éditeur de profil. Le tableau liste chaque type de notification avec deux colonnes :

| Type | Notification | E-mail |
| --- | --- | --- |
| Quelqu'un vous mentionne | oui | oui |
| Quelqu'un répond à votre discussion | oui | oui |
| Quelqu'un réagit à votre message | oui | non |

Ce sont les réglages de départ ; cochez ou décochez ce que vous voulez. Chaque modification est enregistrée aussitôt, et un court message le confirme.

## Suivre une catégorie

Sur la page d'une catégorie, sélectionnez **Suivre**. Un panneau s'ouvre, où vous choisissez des notifications ou des e-mails pour les nouvelles discussions et les nouveaux commentaires de cette catégorie. Si le site envoie des résumés, **Inclure dans le résumé** ajoute la catégorie à un e-mail récapitulatif régulier plutôt qu'un e-mail par message. **Contenu suivi**, dans votre profil, liste toutes les catégories que vous suivez.

## Faire une pause

Vous partez en vacances ? **Suspendre les notifications** met tout en attente jusqu'à la date choisie. Rien n'est perdu : la liste des notifications continue de se remplir, elle cesse simplement de vous prévenir.

## Trop d'e-mails ?

Chaque e-mail de notification se termine par un lien de désinscription. Il arrête ce type d'e-mail en un clic, sans avoir à vous connecter.`,
      },
    },
  ],
};
