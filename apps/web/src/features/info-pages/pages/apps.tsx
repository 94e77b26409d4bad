import { InstallApp } from '../../../components/install/InstallApp.tsx';
import { InfoArticle } from '../components/InfoArticle.tsx';

export function AndroidAppPage() {
  return (
    <InfoArticle
      eyebrow="Fantasy Sports"
      title="Crease on Android"
      lead="There is no Crease app in the Play Store yet. Crease runs in your phone's browser, and you can add it to your home screen."
    >
      <InstallApp />
      <h2>Add Crease to your home screen</h2>
      <ol>
        <li>Open Crease in Chrome on your phone.</li>
        <li>Tap the menu (the three dots at the top right).</li>
        <li>
          Tap <strong>Add to Home screen</strong> (or <strong>Install app</strong>), then <strong>Add</strong>.
        </li>
      </ol>
      <p>Crease then opens from its own icon, like any other app.</p>
      <h2>A word of caution</h2>
      <p>
        Any &ldquo;Crease&rdquo; app file (APK) offered for download elsewhere is not ours. Please don&rsquo;t install
        it, and never enter your Crease password in it.
      </p>
    </InfoArticle>
  );
}

export function IosAppPage() {
  return (
    <InfoArticle
      eyebrow="Fantasy Sports"
      title="Crease on iPhone"
      lead="There is no Crease app in the App Store yet. Crease runs in Safari, and you can add it to your home screen."
    >
      <InstallApp />
      <h2>Add Crease to your home screen</h2>
      <ol>
        <li>Open Crease in Safari on your iPhone.</li>
        <li>
          Tap the <strong>Share</strong> button (the square with an arrow).
        </li>
        <li>
          Scroll down, tap <strong>Add to Home Screen</strong>, then <strong>Add</strong>.
        </li>
      </ol>
      <p>Crease then opens from its own icon, full screen. The first time, sign in from there.</p>
    </InfoArticle>
  );
}
