# Notification messages: assert a random outcome against its allowed set, and pin it with ?seed=.
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

MESSAGES = {
    "The action succeeded.",
    "The action failed. Please try again.",
    "The action is still in progress.",
}
LINK = (By.LINK_TEXT, "Show a new message")
ALERT = (By.CSS_SELECTOR, "[role='alert']")
CLOSE = (By.CSS_SELECTOR, "[aria-label='Close message']")


def show_message(driver):
    wait = WebDriverWait(driver, 10)
    old = driver.find_elements(*ALERT)
    wait.until(EC.element_to_be_clickable(LINK)).click()
    # Each click renders a new alert: wait for the old one to go before reading.
    if old:
        wait.until(EC.staleness_of(old[0]))
    alert = wait.until(EC.visibility_of_element_located(ALERT))
    # The alert also holds its "×" close button: keep the message only.
    return alert.text.replace("×", "").strip()


def test_each_message_is_one_of_the_three_and_closes(driver, base_url):
    driver.get(f"{base_url}/notificationMessages")
    for _ in range(3):
        assert show_message(driver) in MESSAGES
    driver.find_element(*CLOSE).click()
    WebDriverWait(driver, 5).until(EC.invisibility_of_element_located(ALERT))


def test_the_same_seed_gives_the_same_sequence(driver, base_url):
    runs = []
    for _ in range(2):
        driver.get(f"{base_url}/notificationMessages?seed=7")
        runs.append([show_message(driver) for _ in range(3)])
    assert runs[0] == runs[1]
