import { Button } from 'antd';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * 'Torna alla home' of the dead-end pages (404, refused access): a real link to '/' (it can be
 * opened in a new tab, and a screen reader calls it a link) that moves inside the app without a reload.
 */
export function HomeLinkButton() {
  const navigate = useNavigate();
  const go = (event: MouseEvent) => {
    event.preventDefault();
    navigate('/');
  };
  return (
    <Button type="primary" href="/" onClick={go}>
      Torna alla home
    </Button>
  );
}
