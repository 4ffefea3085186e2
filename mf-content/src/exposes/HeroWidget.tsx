import '../i18n';
import { RemoteRoot } from '../lib/RemoteRoot';
import { HeroWidget as Feature } from '../features/home/HeroWidget';

export default function HeroWidget() {
  return (
    <RemoteRoot>
      <Feature />
    </RemoteRoot>
  );
}
