# Hovers: move the mouse over an element with ActionChains to reveal what only hover shows.

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait


def test_hover_shows_the_caption_and_its_link_opens_the_profile(driver, base_url):
    driver.get(f"{base_url}/hovers")
    wait = WebDriverWait(driver, 10)
    figure = wait.until(
        EC.visibility_of_element_located((By.CSS_SELECTOR, "figure[aria-label='User 2']"))
    )
    avatar = figure.find_element(By.CSS_SELECTOR, "img[alt='User avatar 2']")
    caption = figure.find_element(By.XPATH, ".//p[.='User name: user2']")
    assert not caption.is_displayed()
    ActionChains(driver).move_to_element(avatar).perform()
    wait.until(EC.visibility_of(caption))
    figure.find_element(By.LINK_TEXT, "Open profile").click()
    wait.until(EC.url_contains("?profile=2"))
    wait.until(EC.visibility_of_element_located((By.XPATH, "//*[.='Showing the profile of user2.']")))
