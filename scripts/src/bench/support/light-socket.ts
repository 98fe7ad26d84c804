import WebSocket from 'ws';

/**
 * A socket.io client at the protocol level (Engine.IO 4 over WebSocket) that subscribes to
 * a site and then only answers pings: the server does everything for it that it does for a
 * browser (handshake, room, every frame written), but this process does not decode the
 * messages. 480 of these beside 20 full clients put 500 subscribers on the server without
 * the benchmark process itself, on the same two cores, becoming the bottleneck that 500
 * browsers on 500 machines would not be.
 */
export function lightSubscriber(url: string, cookie: string, siteId: string): Promise<WebSocket> {
  const socket = new WebSocket(`${url.replace(/^http/, 'ws')}/socket.io/?EIO=4&transport=websocket`, { headers: { cookie } });
  return new Promise((resolve, reject) => {
    socket.on('error', reject);
    socket.on('message', (data) => {
      const text = data.toString();
      if (text === '2') socket.send('3'); // ping -> pong
      else if (text.startsWith('0{')) socket.send('40'); // open -> connect to the main namespace
      else if (text.startsWith('40{')) socket.send(`421${JSON.stringify(['subscribe', { siteId }])}`); // connected -> subscribe, ack id 1
      else if (text.startsWith('431')) {
        if (text.includes('"ok":true')) resolve(socket);
        else reject(new Error(`subscribe refused: ${text}`));
      }
      else if (text.startsWith('44')) reject(new Error(`connection refused: ${text}`));
    });
  });
}
