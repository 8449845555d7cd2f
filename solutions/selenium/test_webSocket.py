# WebSocket chat: explicit waits on the rendered text, and the raw frames from Chrome's performance
# log (goog:loggingPrefs {'performance': 'ALL'}): Network.webSocketFrameReceived and
# Network.webSocketFrameSent events carry each frame's payloadData.
import json

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

AGENTS = (By.ID, "agents-online")
CONNECTION = (By.ID, "connection-state")
CHAT_LOG = (By.CSS_SELECTOR, '[role="log"][aria-label="Chat messages"]')


@pytest.fixture
def chrome_capabilities():
    # Chrome's DevTools events (Network.*) in driver.get_log("performance").
    return {"goog:loggingPrefs": {"performance": "ALL"}}


def frames(driver, method):
    """The JSON payloads of the WebSocket frames logged since the last call, for one event."""
    payloads = []
    for entry in driver.get_log("performance"):
        message = json.loads(entry["message"])["message"]
        if message["method"] == method:
            payloads.append(json.loads(message["params"]["response"]["payloadData"]))
    return payloads


def test_agents_online_3_then_4_five_seconds_later(driver, base_url):
    driver.get(f"{base_url}/webSocket")
    wait = WebDriverWait(driver, 10)
    wait.until(EC.text_to_be_present_in_element(AGENTS, "Agents online: 3"))
    wait.until(EC.text_to_be_present_in_element(AGENTS, "Agents online: 4"))
    received = frames(driver, "Network.webSocketFrameReceived")
    assert received[:2] == [{"type": "agents", "count": 3}, {"type": "agents", "count": 4}]


def test_hi_gets_typing_then_the_reply(driver, base_url):
    driver.get(f"{base_url}/webSocket")
    wait = WebDriverWait(driver, 10)
    wait.until(EC.text_to_be_present_in_element(CONNECTION, "Connection: open"))
    driver.find_element(By.ID, "chat-message").send_keys("Hi")
    driver.find_element(By.XPATH, '//button[normalize-space()="Send"]').click()
    wait.until(EC.visibility_of_element_located((By.XPATH, '//*[text()="Bot is typing…"]')))
    reply = 'Bot: Thanks, I got "Hi". An agent will follow up.'
    wait.until(EC.text_to_be_present_in_element(CHAT_LOG, reply))
    assert {"type": "message", "text": "Hi"} in frames(driver, "Network.webSocketFrameSent")
